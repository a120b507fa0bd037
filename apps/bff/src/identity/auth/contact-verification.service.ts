import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { messages, type User as PublicUser } from '@matchbazaar/contracts';
import { AccountMessages } from '../account-messages/account-messages.js';
import { ApiException } from '../../platform/common/api-exception.js';
import type { User } from '../users/user.entity.js';
import { toPublicUser, UsersRepository } from '../users/users.repository.js';
import { fieldError, inBackground, recipient, requireUser } from './account-flows.js';
import { AccountThrottles } from './account-throttles.js';
import { AccountTokensService } from './account-tokens.service.js';

/** Proving an account's email (a link) and phone (an SMS code), and sending those proofs again. */
@Injectable()
export class ContactVerificationService {
  private readonly logger = new Logger(ContactVerificationService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensService,
    private readonly throttles: AccountThrottles,
    private readonly mail: AccountMessages,
  ) {}

  /**
   * Marks an email verified with the token of its link; 404 for an unknown, used or old link,
   * unless that link was sent to this address and the address is verified now (a second device,
   * a double click): then only `alreadyVerified`, which the link's holder could have made true.
   */
  async verifyEmail(
    token: string,
    email: string,
  ): Promise<{ user: PublicUser } | { alreadyVerified: true }> {
    const row = await this.tokens.consume('email_verify', token, email);
    if (!row) {
      if (await this.verifiedByLink(token, email)) return { alreadyVerified: true };
      throw linkNotFound();
    }
    const user = await this.users.findById(row.userId);
    // The link is for the address it was sent to; a changed address needs a new link.
    if (!user || user.email.toLowerCase() !== row.target.toLowerCase()) throw linkNotFound();
    if (!user.emailVerifiedAt) {
      user.emailVerifiedAt = new Date();
      await this.users.save(user);
    }
    return { user: toPublicUser(user) };
  }

  /** Whether a link, usable or not, went to `email` and its account's address is that, verified. */
  private async verifiedByLink(token: string, email: string): Promise<boolean> {
    const row = await this.tokens.issued('email_verify', token, email);
    if (!row) return false;
    const user = await this.users.findById(row.userId);
    return !!user?.emailVerifiedAt && user.email.toLowerCase() === row.target.toLowerCase();
  }

  /** Marks the signed-in user's phone verified with the SMS code; only their own number. */
  async verifyPhone(userId: string, phone: string, code: string): Promise<PublicUser> {
    const user = await requireUser(this.users, userId);
    if (user.phone !== phone) {
      throw new ApiException(
        HttpStatus.FORBIDDEN,
        messages.contactVerification.unauthorized('phone'),
      );
    }
    if (!(await this.tokens.consumePhoneCode(user.id, phone, code))) throw linkNotFound();
    user.phoneVerifiedAt = new Date();
    await this.users.save(user);
    return toPublicUser(user);
  }

  /** A new verification link for an address (signed out); the same outcome whoever owns it. */
  async resendEmailVerification(email: string): Promise<void> {
    await this.throttles.takeSend(`email:${email.toLowerCase()}`);
    inBackground(this.logger, 'resend email verification', async () => {
      const user = await this.users.findByEmail(email);
      if (user && !user.emailVerifiedAt) await this.sendEmailVerification(user);
    });
  }

  /** A new SMS code for the signed-in user's unverified phone (also used after a phone change). */
  async resendPhoneCode(userId: string): Promise<void> {
    const user = await requireUser(this.users, userId);
    if (!user.phone || user.phoneVerifiedAt) {
      throw fieldError('phone', messages.accounts.noPhoneToVerify);
    }
    await this.throttles.takeSend(`phone:${user.phone}`);
    await this.sendPhoneCode(user, user.phone);
  }

  /**
   * Issues and sends a phone code for this user's phone. For registration and the profile API
   * (after storing a changed, unverified phone). Not throttled here: the caller decides.
   */
  async startPhoneVerification(user: User): Promise<void> {
    if (user.phone) await this.sendPhoneCode(user, user.phone);
  }

  /** Issues and sends the link that proves the account's email. */
  async sendEmailVerification(user: User): Promise<void> {
    const token = await this.tokens.issue(user.id, 'email_verify', user.email);
    await this.mail.emailVerification(recipient(user), token);
  }

  private async sendPhoneCode(user: User, phone: string): Promise<void> {
    const code = await this.tokens.issue(user.id, 'phone_verify', phone);
    await this.mail.phoneVerification({ ...recipient(user), phone }, code);
  }
}

function linkNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, messages.contactVerification.linkNotFound);
}
