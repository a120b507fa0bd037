import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository.js';

/**
 * Accounts' storage, shared by auth (sign-in, registration) and the profile API. The profile
 * endpoints live in their own module that imports this one.
 */
@Module({
  providers: [UsersRepository],
  exports: [UsersRepository],
})
export class UsersModule {}
