import { Module } from '@nestjs/common';
import { AccountErasureModule } from '../account-erasure/account-erasure.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AccountsModule } from '../auth/accounts.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { PolicyModule } from '../policy/policy.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';

/** /api/v1/admin/users: Manage Users (docs/product/admin.md). */
@Module({
  imports: [
    UsersModule,
    AccountsModule,
    AccountErasureModule,
    ListingsModule,
    RequirementsModule,
    ShopsModule,
    RealtimeModule,
    AuditModule,
    PolicyModule,
  ],
  controllers: [AdminUsersController],
  providers: [AdminUsersService],
})
export class AdminUsersModule {}
