import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { messages, type Actor, type Role } from '@matchbazaar/contracts';
import { fieldError, requireUser } from '../auth/account-flows.js';
import { AccountThrottles, loginAttempt } from '../auth/account-throttles.js';
import { PasswordService } from '../auth/password.service.js';
import { SessionEndings } from '../../platform/request-auth/session-endings.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountErasureRepository } from './account-erasure.repository.js';

const m = messages.accountData;

/** What an erasure did: for the caller's audit record (no personal data in it). */
export interface AccountErased {
  userId: string;
  /** Who asked: the account itself, or the admin who deleted it. */
  by: string;
  /** The role the account had. */
  role: Role;
  erasedAt: Date;
  /** Rows each step changed or removed, by step name, and the sessions ended. */
  counts: Record<string, number>;
}

/**
 * The address an erased account keeps: unique (the email index), in the reserved `.invalid`
 * domain, so no mail ever leaves for it and nobody owns it.
 */
export const erasedEmail = (userId: string) => `deleted-${userId}@erased.invalid`;

/**
 * Erasing an account (docs/product/accounts.md, "Delete my account"), the one way it is done:
 * by its owner from Settings, and by an admin's "delete user". Personal data is erased or
 * anonymised, posts closed, lists removed, sessions ended and their sockets closed, in one
 * transaction; records we must keep stay, pointing at the anonymised account.
 */
@Injectable()
export class AccountErasureService {
  private readonly logger = new Logger(AccountErasureService.name);

  constructor(
    private readonly accounts: AccountErasureRepository,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly throttles: AccountThrottles,
    private readonly endings: SessionEndings,
    private readonly access: ResourceAccess,
  ) {}

  /**
   * Erases the account. 404 for an unknown or already erased one; 409 when it is the last live
   * admin (someone must be left to run the site). `by` is who asked, for the caller's audit.
   */
  async erase(userId: string, { by }: { by: string }): Promise<AccountErased> {
    const erasedAt = new Date();
    const outcome = await this.accounts.erase(userId, erasedAt, (id) => ({
      firstName: m.erasedFirstName,
      lastName: m.erasedLastName,
      email: erasedEmail(id),
      shopName: m.erasedShopName,
    }));
    if (outcome.kind === 'missing') throw new ApiException(HttpStatus.NOT_FOUND, m.accountNotFound);
    if (outcome.kind === 'last-admin') throw new ApiException(HttpStatus.CONFLICT, m.lastAdmin);
    // After the commit: the sockets of every ended session close, on every BFF process.
    this.endings.announce(outcome.sessionIds);
    this.logger.log(
      `Account ${userId} erased by ${by === userId ? 'its owner' : by}: ${JSON.stringify(outcome.counts)}`,
    );
    return { userId, by, role: outcome.role, erasedAt, counts: outcome.counts };
  }

  /**
   * "Delete my account": the owner confirms with their password, whose guesses count like
   * sign-in attempts (a stolen access token alone cannot delete the account).
   */
  async deleteOwn(caller: NonNullable<Actor>, password: string): Promise<AccountErased> {
    if (!this.access.can(caller, 'delete', { kind: 'account', ownerIds: [caller.userId] }))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    const user = await requireUser(this.users, caller.userId);
    const attempt = loginAttempt(user.email, `user:${user.id}`);
    await this.throttles.countAttempt(attempt);
    if (!(await this.passwords.verify(user.passwordHash, password)))
      throw fieldError('password', m.deletePasswordWrong);
    // The counters are keyed by the address: none of them outlives the account.
    await this.throttles.clearAttempts(attempt);
    return this.erase(user.id, { by: user.id });
  }
}
