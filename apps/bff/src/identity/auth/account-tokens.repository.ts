import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';

/** Account tokens' rows (links and codes sent by mail or SMS): the one place that touches them. */
@Injectable()
export class AccountTokensRepository {
  constructor(private readonly em: EntityManager) {}

  /** Ends the user's unused tokens of the purpose and stores `token` in their place. */
  async replaceUnused(token: Omit<AccountToken, 'id'>, now: Date): Promise<void> {
    const em = this.em.fork();
    await em.nativeUpdate(
      AccountToken,
      { userId: token.userId, purpose: token.purpose, usedAt: null },
      { usedAt: now },
    );
    em.create(AccountToken, token);
    await em.flush();
  }

  /** The unused, unexpired token with this hash. */
  findUsable(purpose: AccountTokenPurpose, tokenHash: string, now: Date) {
    return this.em
      .fork()
      .findOne(AccountToken, { purpose, tokenHash, usedAt: null, expiresAt: { $gt: now } });
  }

  /** The token with this hash, used or expired too. */
  findIssued(purpose: AccountTokenPurpose, tokenHash: string) {
    return this.em.fork().findOne(AccountToken, { purpose, tokenHash });
  }

  /** The user's newest unused, unexpired code for this phone. */
  latestPhoneCode(userId: string, phone: string, now: Date) {
    return this.em
      .fork()
      .findOne(
        AccountToken,
        { userId, purpose: 'phone_verify', target: phone, usedAt: null, expiresAt: { $gt: now } },
        { orderBy: { createdAt: 'desc' } },
      );
  }

  /**
   * Counts one guess against an unused code in one statement (the row lock orders parallel
   * guesses); the count after it, or undefined when the code is used or out of guesses.
   */
  async countGuess(id: string, maxAttempts: number): Promise<number | undefined> {
    const rows = await this.em.fork().execute<{ attempts: number }[]>(
      `update account_token set attempts = attempts + 1
       where id = ? and used_at is null and attempts < ?
       returning attempts`,
      [id, maxAttempts],
    );
    return rows[0]?.attempts;
  }

  /** Uses the token if nobody has: true for the one caller that did. */
  async markUsed(id: string, now: Date): Promise<boolean> {
    return (
      (await this.em.fork().nativeUpdate(AccountToken, { id, usedAt: null }, { usedAt: now })) === 1
    );
  }

  async revokeUnused(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(AccountToken, { userId, purpose, usedAt: null }, { usedAt: now });
  }
}
