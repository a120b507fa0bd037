import { Module } from '@nestjs/common';
import { AccountsModule } from '../auth/accounts.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { ProfileImagesRepository } from '../users/profile-images.repository.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { UsersModule } from '../users/users.module.js';

/**
 * /api/v1/users/profile and the profile photos, on top of UsersModule's accounts; a changed phone
 * gets its code from auth's ContactVerificationService.
 */
@Module({
  imports: [UsersModule, AccountsModule, QueuesModule],
  controllers: [ProfileController],
  providers: [ProfileService, ProfileImagesRepository],
})
export class ProfileModule {}
