import { Injectable } from '@nestjs/common';
import type { AccountToken, AccountTokenPurpose } from './account-token.entity.js';
import { AccountTokensRepository } from './account-tokens.repository.js';
import { newPhoneCode, newSecret, secretHash } from './token-secrets.js';

/**
 * Lifetimes (docs/product/constants.md): verification link 24 h, SMS code 10 minutes, reset link
 * 1 h.
 */
export const accountTokenTtlMs: Record<AccountTokenPurpose, number> = {
  email_verify: 24 * 60 * 60_000,
  phone_verify: 10 * 60_000,
  password_reset: 60 * 60_000,
};

/** Wrong guesses that end a phone code (a million codes, five tries: 1 in 200,000). */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/**
 * Single-use secrets sent by mail or SMS. Issuing one ends the earlier unused ones of the same
 * purpose for that user, so only the latest link or code works. Using one is a single UPDATE
 * guarded by `used_at is null`, so two requests cannot both use it.
 */
@Injectable()
export class AccountTokensService {
  constructor(private readonly tokens: AccountTokensRepository) {}

  /** The secret to send (a link token, or a 6-digit code for phones). */
  async issue(
    userId: string,
    purpose: AccountTokenPurpose,
    target: string,
    now = new Date(),
  ): Promise<string> {
    const secret = purpose === 'phone_verify' ? newPhoneCode() : newSecret();
    await this.tokens.replaceUnused(
      {
        userId,
        purpose,
        // Codes repeat across users, so a phone code's hash is bound to its user.
        tokenHash: this.hashFor(purpose, secret, userId),
        target,
        expiresAt: new Date(now.getTime() + accountTokenTtlMs[purpose]),
        attempts: 0,
        usedAt: null,
        createdAt: now,
      },
      now,
    );
    return secret;
  }

  /** The unused, unexpired link token of this purpose, without using it (verify-reset-token). */
  async peek(
    purpose: 'email_verify' | 'password_reset',
    secret: string,
    now = new Date(),
  ): Promise<AccountToken | null> {
    return this.tokens.findUsable(purpose, secretHash(secret), now);
  }

  /**
   * Uses a link token: returns its row, or null when unknown, used, expired or sent to another
   * address than `target` (when given).
   */
  async consume(
    purpose: 'email_verify' | 'password_reset',
    secret: string,
    target?: string,
    now = new Date(),
  ): Promise<AccountToken | null> {
    const row = await this.peek(purpose, secret, now);
    if (!row) return null;
    if (target !== undefined && row.target.toLowerCase() !== target.toLowerCase()) return null;
    return (await this.tokens.markUsed(row.id, now)) ? row : null;
  }

  /** The link token's row whether or not it is still usable, when it was sent to `target`. */
  async issued(
    purpose: 'email_verify' | 'password_reset',
    secret: string,
    target: string,
  ): Promise<AccountToken | null> {
    const row = await this.tokens.findIssued(purpose, secretHash(secret));
    return row && row.target.toLowerCase() === target.toLowerCase() ? row : null;
  }

  /** Checks the user's current phone code for `phone`; a wrong guess counts against it. */
  async consumePhoneCode(
    userId: string,
    phone: string,
    code: string,
    now = new Date(),
  ): Promise<boolean> {
    const row = await this.tokens.latestPhoneCode(userId, phone, now);
    if (!row) return false;
    // Count the guess before comparing it: only PHONE_CODE_MAX_ATTEMPTS of them are ever
    // compared, however many arrive at once.
    const attempts = await this.tokens.countGuess(row.id, PHONE_CODE_MAX_ATTEMPTS);
    if (attempts === undefined) return false;
    if (row.tokenHash === this.hashFor('phone_verify', code, userId)) {
      return this.tokens.markUsed(row.id, now);
    }
    // The last allowed guess was wrong: the code is spent.
    if (attempts >= PHONE_CODE_MAX_ATTEMPTS) await this.tokens.markUsed(row.id, now);
    return false;
  }

  /** Ends the user's unused tokens of a purpose (a reset ends other reset links). */
  async revoke(userId: string, purpose: AccountTokenPurpose, now = new Date()): Promise<void> {
    await this.tokens.revokeUnused(userId, purpose, now);
  }

  private hashFor(purpose: AccountTokenPurpose, secret: string, userId: string): string {
    return secretHash(purpose === 'phone_verify' ? `${userId}:${secret}` : secret);
  }
}
