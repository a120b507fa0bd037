import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';

/**
 * The rows ensureAdmin reads and writes, in the unit of work it is given: the seed runner's
 * transaction (whose advisory lock orders BFFs starting together) or the create-admin command's
 * fork. So it is made per call over that EntityManager, not injected: an injected repository's
 * own forks would write outside the seed's transaction.
 */
export class AdminAccountsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The account with this address, ignoring case like the unique index on lower(email). */
  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { [raw('lower(email)')]: email.toLowerCase() });
  }

  /** Makes the account an admin with this password; its address counts as verified from `now`. */
  async promote(user: User, passwordHash: string, now: Date): Promise<void> {
    user.role = 'admin';
    user.passwordHash = passwordHash;
    user.emailVerifiedAt ??= now;
    await this.em.flush();
  }

  /** A new admin account, its address verified. */
  async create(
    details: { firstName: string; lastName: string; email: string },
    passwordHash: string,
    now: Date,
  ): Promise<void> {
    this.em.create(User, {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phone: null,
      passwordHash,
      role: 'admin',
      emailVerifiedAt: now,
      phoneVerifiedAt: null,
      profileImage: null,
    });
    await this.em.flush();
  }
}
