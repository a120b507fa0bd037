import { Module } from '@nestjs/common';
import { AccountsModule } from '../auth/accounts.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountErasureController } from './account-erasure.controller.js';
import { AccountErasureRepository } from './account-erasure.repository.js';
import { AccountErasureService } from './account-erasure.service.js';

/**
 * Erasing an account: "Delete my account" at /api/v1/users/me/delete, and AccountErasureService
 * for any other module that deletes an account (the admin's "delete user").
 */
@Module({
  imports: [UsersModule, AccountsModule, PolicyModule],
  controllers: [AccountErasureController],
  providers: [AccountErasureService, AccountErasureRepository],
  exports: [AccountErasureService],
})
export class AccountErasureModule {}
