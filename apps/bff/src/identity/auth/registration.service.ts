import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { AccountMessages } from '../account-messages/account-messages.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { SmsBudget } from '../../platform/queues/sms-budget.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { assertNotCommon, inBackground, recipient } from './account-flows.js';
import { AccountThrottles } from './account-throttles.js';
import { ContactVerificationService } from './contact-verification.service.js';
import { PasswordService } from './password.service.js';
import { ActivityRepository } from '../activity/activity.repository.js';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  password: string;
  intent: 'buy' | 'sell';
}

/** Registration: a new, unverified account; no answer tells whether the address had one. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly verification: ContactVerificationService,
    private readonly throttles: AccountThrottles,
    private readonly mail: AccountMessages,
    private readonly smsBudget: SmsBudget,
    private readonly activity: ActivityRepository,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Creates an unverified account and sends the verification link (and an SMS code for a phone).
   * An address that already has an account gets a mail telling its owner instead. Both paths do
   * the same work before answering (one argon2 hash; the per-client throttle is the route's) and
   * the rest after it: the lookup, the insert and the queued message would otherwise tell the two apart by their time.
   */
  async register(input: RegisterInput): Promise<void> {
    // Closed by an admin (docs/product/admin.md): the same answer for every address.
    if (!(await this.settings.current('registration.open')))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.accounts.registrationClosed);
    assertNotCommon(this.passwords, 'password', input.password);
    // Said now, not lost after the answer: a number we cannot text could never be verified.
    if (input.phone) this.smsBudget.assertServed(input.phone);
    const passwordHash = await this.passwords.hash(input.password);
    inBackground(this.logger, 'registration', () => this.createOrTellOwner(input, passwordHash));
  }

  /** Registration's work after the answer: a new account, or a mail to the address's owner. */
  private async createOrTellOwner(input: RegisterInput, passwordHash: string): Promise<void> {
    const existing = await this.users.findByEmail(input.email);
    const user = existing
      ? null
      : await this.users.create({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ?? null,
          passwordHash,
          role: input.intent === 'sell' ? 'trader' : 'user',
        });
    if (!user) {
      // Known already, or registered a moment ago by a parallel request (create lost the race).
      const owner = existing ?? (await this.users.findByEmail(input.email));
      if (owner) await this.mail.accountExists(recipient(owner));
      return;
    }
    await this.activity.record({ userId: user.id, kind: 'account.created' });
    await this.verification.sendEmailVerification(user);
    await this.verification.startPhoneVerification(user);
  }
}
