import { Inject, Module } from '@nestjs/common';
import { AccountMessagesModule } from '../account-messages/account-messages.module.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { entitiesOf } from '../database/entity-registry.js';
import { SeedRegistry, seedOrder } from '../database/seed-registry.js';
import { UsersModule } from '../users/users.module.js';
import { AccountToken } from './account-token.entity.js';
import { adminSeeds } from './admin-accounts.js';
import { AccountController } from './account.controller.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { AuthCookies } from './auth-cookies.js';
import { PasswordService } from './password.service.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

/**
 * The accounts API under /api/v1/auth (issue 4). Exports AccountsService for the profile API
 * (`startPhoneVerification` after a phone change) and SessionsService.
 */
@Module({
  imports: [entitiesOf(AccountToken), UsersModule, AccountMessagesModule],
  controllers: [AuthController, AccountController, SessionsController],
  providers: [AccountsService, AccountTokensService, SessionsService, PasswordService, AuthCookies],
  exports: [AccountsService, SessionsService, PasswordService],
})
export class AccountsModule {
  constructor(seeds: SeedRegistry, @Inject(BFF_CONFIG) config: BffConfig) {
    seeds.register(seedOrder.adminAccounts, adminSeeds(config));
  }
}
