import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A link or refresh secret: 256 random bits, URL-safe (letters, digits, `-`, `_`). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit SMS code (single use, 10 minutes, a few guesses: see AccountTokensService). */
export function newPhoneCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** What is stored instead of a secret: its SHA-256, hex (a database leak gives no usable token). */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
