import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  type ApiError,
  type ContactType,
  type User as PublicUser,
} from '@matchbazaar/contracts';
import { z } from 'zod';
import { ApiException } from '../../platform/common/api-exception.js';
import { clientAddress } from '../../platform/common/client-address.js';
import type { User } from '../users/user.entity.js';
import { toPublicUser, UsersRepository } from '../users/users.repository.js';
import { AccessTokenService } from '../../platform/request-auth/access-token.service.js';
import { requirePublicUser } from './account-flows.js';
import { AccountThrottles, loginAttempt } from './account-throttles.js';
import { PasswordService } from './password.service.js';
import { SessionsService, type ClientInfo, type IssuedRefresh } from './sessions.service.js';

export interface SignedIn {
  user: PublicUser;
  accessToken: string;
  refresh: IssuedRefresh;
}

const invalidCredentials = () =>
  new ApiException(HttpStatus.UNAUTHORIZED, messages.login.invalidCredentials);

/** 403 for a right password on an unverified email: the client offers to resend the link. */
function emailNotVerified(): ApiException {
  const error = new ApiException(HttpStatus.FORBIDDEN, messages.login.emailNotVerified);
  const body = error.body as ApiError & { data?: unknown };
  body.data = { requireVerification: true, contactType: 'email' satisfies ContactType };
  return error;
}

/** 403 for a suspended account (docs/product/admin.md): no sign-in, no refresh. */
const accountSuspended = () =>
  new ApiException(HttpStatus.FORBIDDEN, messages.accounts.accountSuspended);

/** Only a path on this site: an absolute or protocol-relative URL would be an open redirect. */
const returnUrlSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/);

/** Sign-in with throttles, token refresh and the signed-in account. */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokenService,
    private readonly throttles: AccountThrottles,
  ) {}

  /** Sign-in by email and password; `adminOnly` for /auth/admin (others get the same 401). */
  async login(
    email: string,
    password: string,
    client: ClientInfo,
    options: { adminOnly?: boolean } = {},
  ): Promise<SignedIn> {
    const attempt = loginAttempt(email, `ip:${clientAddress(client)}`);
    await this.throttles.countAttempt(attempt);
    const user = await this.users.findByEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !ok || (options.adminOnly && user.role !== 'admin')) throw invalidCredentials();
    await this.throttles.clearAttempts(attempt);
    // Said only to whoever knows the password: nobody else learns the account is suspended.
    if (user.suspendedAt) throw accountSuspended();
    if (!user.emailVerifiedAt) throw emailNotVerified();
    const refresh = await this.sessions.start(user.id, client);
    await this.users.recordSignIn(user.id, new Date());
    return { user: toPublicUser(user), accessToken: await this.accessFor(user, refresh), refresh };
  }

  /** The next access and refresh tokens for a refresh token (rotation; see SessionsService). */
  async refresh(refreshToken: string, client: ClientInfo): Promise<SignedIn> {
    let refresh: IssuedRefresh;
    try {
      refresh = await this.sessions.rotate(refreshToken, client);
    } catch (error) {
      // A suspension ended the session: say so rather than "session expired".
      const owner = await this.sessions.ownerOf(refreshToken);
      if (owner && (await this.users.findById(owner))?.suspendedAt) throw accountSuspended();
      throw error;
    }
    const user = await this.users.findById(refresh.userId);
    if (!user || user.suspendedAt) {
      await this.sessions.end(refresh.familyId);
      if (user) throw accountSuspended();
      throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
    }
    return { user: toPublicUser(user), accessToken: await this.accessFor(user, refresh), refresh };
  }

  me(userId: string): Promise<PublicUser> {
    return requirePublicUser(this.users, userId);
  }

  /** A safe returnUrl to echo back (a path on this site), else none. */
  safeReturnUrl(value: string | undefined): string | undefined {
    return value !== undefined && returnUrlSchema.safeParse(value).success ? value : undefined;
  }

  private accessFor(user: User, refresh: IssuedRefresh): Promise<string> {
    return this.accessTokens.sign({
      userId: user.id,
      role: user.role,
      sessionId: refresh.familyId,
    });
  }
}
