import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { AccountCache } from './account-cache.js';
import { ProfileImage } from './profile-image.entity.js';
import { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

/**
 * Accounts' storage, shared by auth (sign-in, registration) and the profile API. The profile
 * endpoints live in their own module that imports this one.
 */
@Module({
  imports: [entitiesOf(User, ProfileImage)],
  providers: [UsersRepository, AccountCache],
  exports: [UsersRepository, AccountCache],
})
export class UsersModule {}
