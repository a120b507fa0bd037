import { Inject, Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { AccountMessagesModule } from '../account-messages/account-messages.module.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { SeedRegistry, seedOrder } from '../../platform/database/seed-registry.js';
import { UsersModule } from '../users/users.module.js';
import { AccountToken } from './account-token.entity.js';
import { adminSeeds } from './admin-accounts.js';
import { AccountController } from './account.controller.js';
import { AccountTokensRepository } from './account-tokens.repository.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AccountThrottles } from './account-throttles.js';
import { ContactVerificationService } from './contact-verification.service.js';
import { PasswordChangesService } from './password-changes.service.js';
import { RegistrationService } from './registration.service.js';
import { SignInService } from './sign-in.service.js';
import { AuthController } from './auth.controller.js';
import { AuthCookies } from './auth-cookies.js';
import { PasswordService } from './password.service.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

/**
 * The accounts API under /api/v1/auth (docs/product/accounts.md), one service per flow:
 * registration, sign-in, contact verification, password changes. Exports ContactVerificationService
 * for the profile API (`startPhoneVerification` after a phone change), SessionsService, and the
 * password check, its throttles and the auth cookies for account erasure.
 */
@Module({
  imports: [
    entitiesOf(AccountToken),
    UsersModule,
    AccountMessagesModule,
    QueuesModule,
    ActivityModule,
    SettingsModule,
  ],
  controllers: [AuthController, AccountController, SessionsController],
  providers: [
    RegistrationService,
    SignInService,
    ContactVerificationService,
    PasswordChangesService,
    AccountThrottles,
    AccountTokensService,
    AccountTokensRepository,
    SessionsService,
    PasswordService,
    AuthCookies,
  ],
  exports: [
    ContactVerificationService,
    SessionsService,
    PasswordService,
    PasswordChangesService,
    AccountThrottles,
    AuthCookies,
  ],
})
export class AccountsModule {
  constructor(seeds: SeedRegistry, @Inject(BFF_CONFIG) config: BffConfig) {
    seeds.register(seedOrder.adminAccounts, adminSeeds(config));
  }
}
