import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { AccountMessages } from '../account-messages/account-messages.js';
import { ApiException } from '../../platform/common/api-exception.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import {
  assertNotCommon,
  fieldError,
  inBackground,
  recipient,
  requireUser,
} from './account-flows.js';
import { AccountThrottles, loginAttempt } from './account-throttles.js';
import { AccountTokensService } from './account-tokens.service.js';
import { PasswordService } from './password.service.js';
import { SessionsService } from './sessions.service.js';

/** A new password: by a reset link (signed out) or by the current password (signed in). */
@Injectable()
export class PasswordChangesService {
  private readonly logger = new Logger(PasswordChangesService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: AccountTokensService,
    private readonly sessions: SessionsService,
    private readonly throttles: AccountThrottles,
    private readonly mail: AccountMessages,
  ) {}

  /** Sends a reset link when the address has an account; answers the same either way. */
  requestPasswordReset(email: string): void {
    // Per address, silently: beyond the limit nothing more is sent, and the answer is the same.
    inBackground(this.logger, 'password reset request', async () => {
      if (!(await this.throttles.maySend(resetSubject(email)))) return;
      const user = await this.users.findByEmail(email);
      if (user) await this.mailResetLink(user);
    });
  }

  /**
   * An admin sends the account its reset link (docs/product/admin.md): the same link and mail,
   * counted against the same per-address allowance, but said out loud: 429 when it is spent.
   */
  async sendPasswordResetFor(user: User): Promise<void> {
    await this.throttles.takeSend(resetSubject(user.email), messages.admin.passwordResetTooSoon);
    await this.mailResetLink(user);
  }

  private async mailResetLink(user: User): Promise<void> {
    const token = await this.tokens.issue(user.id, 'password_reset', user.email);
    await this.mail.passwordReset(recipient(user), token);
  }

  /** Throws 404 unless the reset token is unused and unexpired. */
  async checkResetToken(token: string): Promise<void> {
    if (!(await this.tokens.peek('password_reset', token))) throw resetTokenNotFound();
  }

  /** Sets the new password, ends every session and every other reset link. */
  async resetPassword(token: string, password: string): Promise<void> {
    if (!(await this.tokens.peek('password_reset', token))) throw resetTokenNotFound();
    assertNotCommon(this.passwords, 'password', password);
    const row = await this.tokens.consume('password_reset', token);
    const user = row && (await this.users.findById(row.userId));
    if (!user) throw resetTokenNotFound();
    user.passwordHash = await this.passwords.hash(password);
    // The link reached this mailbox: that proves the address as well as a verification link.
    if (!user.emailVerifiedAt && user.email.toLowerCase() === row.target.toLowerCase()) {
      user.emailVerifiedAt = new Date();
    }
    await this.users.save(user);
    await this.tokens.revoke(user.id, 'password_reset');
    await this.sessions.endAll(user.id);
    await this.throttles.clearAccount(user.email);
    inBackground(this.logger, 'password changed notice', () =>
      this.mail.passwordChanged(recipient(user)),
    );
  }

  /** Checks the current password, sets the new one and ends every other session. */
  async changePassword(
    userId: string,
    currentSession: string | undefined,
    current: string,
    next: string,
  ): Promise<void> {
    const user = await requireUser(this.users, userId);
    // The signed-in user is the client here: their guesses count like sign-in attempts.
    const attempt = loginAttempt(user.email, `user:${user.id}`);
    await this.throttles.countAttempt(attempt);
    if (!(await this.passwords.verify(user.passwordHash, current))) {
      throw fieldError('currentPassword', messages.accounts.currentPasswordWrong);
    }
    await this.throttles.clearAttempts(attempt);
    assertNotCommon(this.passwords, 'newPassword', next);
    user.passwordHash = await this.passwords.hash(next);
    await this.users.save(user);
    await this.sessions.endAll(user.id, currentSession);
    await this.tokens.revoke(user.id, 'password_reset');
    inBackground(this.logger, 'password changed notice', () =>
      this.mail.passwordChanged(recipient(user)),
    );
  }
}

const resetSubject = (email: string) => `reset:${email.toLowerCase()}`;

function resetTokenNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, messages.passwordReset.tokenNotFound);
}
