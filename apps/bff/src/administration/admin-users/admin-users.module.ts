import { Module } from '@nestjs/common';
import { AccountErasureModule } from '../../identity/account-erasure/account-erasure.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { AccountsModule } from '../../identity/auth/accounts.module.js';
import { ListingsModule } from '../../marketplace/listings/listings.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { RequirementsModule } from '../../marketplace/requirements/requirements.module.js';
import { ShopsModule } from '../../marketplace/shops/shops.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
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
