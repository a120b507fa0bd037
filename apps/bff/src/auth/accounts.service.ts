import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  messages,
  type ApiError,
  type ContactType,
  type User as PublicUser,
} from '@matchbazaar/contracts';
import { z } from 'zod';
import { AccountMessages } from '../account-messages/account-messages.js';
import { ApiException } from '../common/api-exception.js';
import { clientAddress } from '../common/client-address.js';
import { RateLimitedException } from '../common/rate-limited.exception.js';
import { RateLimiter, type Allowance, type RateRule } from '../redis/rate-limiter.js';
import type { User } from '../users/user.entity.js';
import { toPublicUser, UsersRepository } from '../users/users.repository.js';
import { AccessTokenService } from './access-token.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { authLimits } from './auth-limits.js';
import { PasswordService } from './password.service.js';
import { SessionsService, type ClientInfo, type IssuedRefresh } from './sessions.service.js';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  password: string;
  intent: 'buy' | 'sell';
}

export interface SignedIn {
  user: PublicUser;
  accessToken: string;
  refresh: IssuedRefresh;
}

interface LoginAttempt {
  account: string;
  client: string;
}

const loginAttempt = (email: string, client: string): LoginAttempt => ({
  account: `email:${email.toLowerCase()}`,
  client,
});

const invalidCredentials = () =>
  new ApiException(HttpStatus.UNAUTHORIZED, messages.login.invalidCredentials);

/** 403 for a right password on an unverified email: the client offers to resend the link. */
function emailNotVerified(): ApiException {
  const error = new ApiException(HttpStatus.FORBIDDEN, messages.login.emailNotVerified);
  const body = error.body as ApiError & { data?: unknown };
  body.data = { requireVerification: true, contactType: 'email' satisfies ContactType };
  return error;
}

const fieldError = (path: string, msg: string) =>
  new ApiException(HttpStatus.BAD_REQUEST, msg, [{ path, msg }]);

/** Only a path on this site: an absolute or protocol-relative URL would be an open redirect. */
const returnUrlSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/);

const recipient = (user: User) => ({
  firstName: user.firstName,
  email: user.email,
  phone: user.phone ?? null,
});

/**
 * The accounts rules of issue 4: registration, sign-in with throttles, verification of email and
 * phone, password reset and change. No answer tells whether an address has an account.
 */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: AccountTokensService,
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokenService,
    private readonly limiter: RateLimiter,
    private readonly mail: AccountMessages,
  ) {}

  /**
   * Creates an unverified account and sends the verification link (and an SMS code for a phone).
   * An address that already has an account gets a mail telling its owner instead. Both paths do
   * the same work before answering (one argon2 hash; the per-client throttle is the route's) and the rest after it: the
   * lookup, the insert and the queued message would otherwise tell the two apart by their time.
   */
  async register(input: RegisterInput): Promise<void> {
    this.assertNotCommon('password', input.password);
    const passwordHash = await this.passwords.hash(input.password);
    this.background('registration', () => this.createOrTellOwner(input, passwordHash));
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
    await this.sendEmailVerification(user);
    if (user.phone) await this.sendPhoneCode(user, user.phone);
  }

  /** Sign-in by email and password; `adminOnly` for /auth/admin (others get the same 401). */
  async login(
    email: string,
    password: string,
    client: ClientInfo,
    options: { adminOnly?: boolean } = {},
  ): Promise<SignedIn> {
    const attempt = loginAttempt(email, `ip:${clientAddress(client)}`);
    await this.countAttempt(attempt);
    const user = await this.users.findByEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !ok || (options.adminOnly && user.role !== 'admin')) throw invalidCredentials();
    await this.clearAttempts(attempt);
    if (!user.emailVerifiedAt) throw emailNotVerified();
    return this.signIn(user, client);
  }

  /** The next access and refresh tokens for a refresh token (rotation; see SessionsService). */
  async refresh(refreshToken: string, client: ClientInfo): Promise<SignedIn> {
    const refresh = await this.sessions.rotate(refreshToken, client);
    const user = await this.users.findById(refresh.userId);
    if (!user) {
      await this.sessions.end(refresh.familyId);
      throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
    }
    return { user: toPublicUser(user), accessToken: await this.accessFor(user, refresh), refresh };
  }

  async me(userId: string): Promise<PublicUser> {
    return toPublicUser(await this.requireUser(userId));
  }

  /** Marks an email verified with the token of its link; 404 for an unknown, used or old link. */
  async verifyEmail(token: string, email: string): Promise<PublicUser> {
    const row = await this.tokens.consume('email_verify', token, email);
    const user = row && (await this.users.findById(row.userId));
    // The link is for the address it was sent to; a changed address needs a new link.
    if (!user || user.email.toLowerCase() !== row.target.toLowerCase()) throw linkNotFound();
    if (!user.emailVerifiedAt) {
      user.emailVerifiedAt = new Date();
      await this.users.save(user);
    }
    return toPublicUser(user);
  }

  /** Marks the signed-in user's phone verified with the SMS code; only their own number. */
  async verifyPhone(userId: string, phone: string, code: string): Promise<PublicUser> {
    const user = await this.requireUser(userId);
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
    await this.takeSend(`email:${email.toLowerCase()}`);
    this.background('resend email verification', async () => {
      const user = await this.users.findByEmail(email);
      if (user && !user.emailVerifiedAt) await this.sendEmailVerification(user);
    });
  }

  /** A new SMS code for the signed-in user's unverified phone (also used after a phone change). */
  async resendPhoneCode(userId: string): Promise<void> {
    const user = await this.requireUser(userId);
    if (!user.phone || user.phoneVerifiedAt) {
      throw fieldError('phone', messages.accounts.noPhoneToVerify);
    }
    await this.takeSend(`phone:${user.phone}`);
    await this.sendPhoneCode(user, user.phone);
  }

  /**
   * Issues and sends a phone code for `phone` of this user. For the profile API: call it after
   * storing a changed phone (unverified). Not throttled here: the caller decides.
   */
  async startPhoneVerification(user: User): Promise<void> {
    if (user.phone) await this.sendPhoneCode(user, user.phone);
  }

  /** Sends a reset link when the address has an account; answers the same either way. */
  requestPasswordReset(email: string): void {
    // Per address, silently: beyond the limit nothing more is sent, and the answer is the same.
    this.background('password reset request', async () => {
      const key = `reset:${email.toLowerCase()}`;
      const minute = await this.limiter.hit(authLimits.sendPerMinute, key);
      const hour = await this.limiter.hit(authLimits.sendPerHour, key);
      if (!minute.allowed || !hour.allowed) return;
      const user = await this.users.findByEmail(email);
      if (!user) return;
      const token = await this.tokens.issue(user.id, 'password_reset', user.email);
      await this.mail.passwordReset(recipient(user), token);
    });
  }

  /** Throws 404 unless the reset token is unused and unexpired. */
  async checkResetToken(token: string): Promise<void> {
    if (!(await this.tokens.peek('password_reset', token))) throw resetTokenNotFound();
  }

  /** Sets the new password, ends every session and every other reset link. */
  async resetPassword(token: string, password: string): Promise<void> {
    if (!(await this.tokens.peek('password_reset', token))) throw resetTokenNotFound();
    this.assertNotCommon('password', password);
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
    await this.guarded(() =>
      this.limiter.reset(authLimits.loginAccount, `email:${user.email.toLowerCase()}`),
    );
    this.background('password changed notice', () => this.mail.passwordChanged(recipient(user)));
  }

  /** Checks the current password, sets the new one and ends every other session. */
  async changePassword(
    userId: string,
    currentSession: string | undefined,
    current: string,
    next: string,
  ): Promise<void> {
    const user = await this.requireUser(userId);
    // The signed-in user is the client here: their guesses count like sign-in attempts.
    const attempt = loginAttempt(user.email, `user:${user.id}`);
    await this.countAttempt(attempt);
    if (!(await this.passwords.verify(user.passwordHash, current))) {
      throw fieldError('currentPassword', messages.accounts.currentPasswordWrong);
    }
    await this.clearAttempts(attempt);
    this.assertNotCommon('newPassword', next);
    user.passwordHash = await this.passwords.hash(next);
    await this.users.save(user);
    await this.sessions.endAll(user.id, currentSession);
    await this.tokens.revoke(user.id, 'password_reset');
    this.background('password changed notice', () => this.mail.passwordChanged(recipient(user)));
  }

  /** A safe returnUrl to echo back (a path on this site), else none. */
  safeReturnUrl(value: string | undefined): string | undefined {
    return value !== undefined && returnUrlSchema.safeParse(value).success ? value : undefined;
  }

  private async signIn(user: User, client: ClientInfo): Promise<SignedIn> {
    const refresh = await this.sessions.start(user.id, client);
    return { user: toPublicUser(user), accessToken: await this.accessFor(user, refresh), refresh };
  }

  private accessFor(user: User, refresh: IssuedRefresh): Promise<string> {
    return this.accessTokens.sign({
      userId: user.id,
      role: user.role,
      sessionId: refresh.familyId,
    });
  }

  private async requireUser(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
    return user;
  }

  private async sendEmailVerification(user: User): Promise<void> {
    const token = await this.tokens.issue(user.id, 'email_verify', user.email);
    await this.mail.emailVerification(recipient(user), token);
  }

  private async sendPhoneCode(user: User, phone: string): Promise<void> {
    const code = await this.tokens.issue(user.id, 'phone_verify', phone);
    await this.mail.phoneVerification({ ...recipient(user), phone }, code);
  }

  private assertNotCommon(path: string, password: string): void {
    if (this.passwords.isCommon(password)) throw fieldError(path, messages.accounts.passwordCommon);
  }

  /**
   * Counts a password attempt before the password is checked (one atomic INCR per counter), so
   * however many arrive at once, no more than each limit's worth reach argon2.
   */
  private async countAttempt({ account, client }: LoginAttempt): Promise<void> {
    const tooMany = messages.accounts.tooManyAttempts;
    await this.take(authLimits.loginClient, client, tooMany);
    await this.take(authLimits.loginAccountClient, `${account}|${client}`, tooMany);
    await this.take(authLimits.loginAccount, account, tooMany);
  }

  /** A right password: the pair and the account start afresh, the client gets its attempt back. */
  private async clearAttempts({ account, client }: LoginAttempt): Promise<void> {
    await this.guarded(() =>
      this.limiter.reset(authLimits.loginAccountClient, `${account}|${client}`),
    );
    await this.guarded(() => this.limiter.reset(authLimits.loginAccount, account));
    await this.guarded(() => this.limiter.release(authLimits.loginClient, client));
  }

  private async take(rule: RateRule, subject: string, message: string): Promise<void> {
    const allowance = await this.guarded(() => this.limiter.hit(rule, subject));
    if (!allowance.allowed) throw new RateLimitedException(message, allowance.retryAfterSeconds);
  }

  /** Verification messages: 1 a minute and 5 an hour per address, 429 beyond. */
  private async takeSend(subject: string): Promise<void> {
    for (const rule of [authLimits.sendPerMinute, authLimits.sendPerHour]) {
      await this.take(rule, subject, messages.accounts.resendTooSoon);
    }
  }

  /** Throttles need Redis: without it sign-in is refused (503) rather than left unthrottled. */
  private async guarded<T extends Allowance | void>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn(`Throttle store unavailable: ${(error as Error).message}`);
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.serviceUnavailable, [], {
        cause: error,
      });
    }
  }

  /**
   * Work whose outcome must not show in the answer (whether an address has an account): done
   * after answering, so it cannot show in the timing either. Failures are logged.
   */
  private background(what: string, work: () => Promise<void>): void {
    void work().catch((error: unknown) => {
      this.logger.warn(`${what} failed: ${(error as Error).message}`);
    });
  }
}

function linkNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, messages.contactVerification.linkNotFound);
}

function resetTokenNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, messages.passwordReset.tokenNotFound);
}
