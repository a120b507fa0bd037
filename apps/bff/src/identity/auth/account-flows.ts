import { HttpStatus, type Logger } from '@nestjs/common';
import { messages, type User as PublicUser } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import type { User } from '../users/user.entity.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { PasswordService } from './password.service.js';

/** What the accounts flows share: small rules, each used by more than one flow. */

export const fieldError = (path: string, msg: string) =>
  new ApiException(HttpStatus.BAD_REQUEST, msg, [{ path, msg }]);

/** Who an account message goes to. */
export const recipient = (user: User) => ({
  firstName: user.firstName,
  email: user.email,
  phone: user.phone ?? null,
});

/** The signed-in caller's account; a valid token of an account deleted since ends the session. */
export async function requireUser(users: UsersRepository, userId: string): Promise<User> {
  return signedInAccount(await users.findById(userId));
}

/** The caller's own copy of the account (`/auth/me`, kept in memory), with the same rule. */
export async function requirePublicUser(
  users: UsersRepository,
  userId: string,
): Promise<PublicUser> {
  return signedInAccount(await users.publicUser(userId));
}

function signedInAccount<T>(account: T | null): T {
  if (!account) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
  return account;
}

export function assertNotCommon(passwords: PasswordService, path: string, password: string): void {
  if (passwords.isCommon(password)) throw fieldError(path, messages.accounts.passwordCommon);
}

/**
 * Work whose outcome must not show in the answer (whether an address has an account): done
 * after answering, so it cannot show in the timing either. Failures are logged.
 */
export function inBackground(logger: Logger, what: string, work: () => Promise<void>): void {
  void work().catch((error: unknown) => {
    logger.warn(`${what} failed: ${(error as Error).message}`);
  });
}
