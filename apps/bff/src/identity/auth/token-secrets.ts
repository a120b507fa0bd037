import { createHash, randomFillSync, randomInt } from 'node:crypto';

/**
 * Random bytes from the system's generator, drawn 4 kB at a time: one `randomBytes(24)` cost
 * about 20 µs of CPU here (a system call each), the largest single cost of a signed-in
 * `GET /auth/me`. Each byte is handed out once (Node's own randomUUID keeps such a batch too).
 */
const batch = Buffer.alloc(4096);
let next = batch.length;

/** `bytes` random bytes (at most 4 kB), URL-safe base64. */
export function randomText(bytes: number): string {
  if (bytes > batch.length) throw new RangeError(`randomText: at most ${batch.length} bytes`);
  if (next + bytes > batch.length) {
    randomFillSync(batch);
    next = 0;
  }
  const text = batch.toString('base64url', next, next + bytes);
  next += bytes;
  return text;
}

/** A link or refresh secret: 256 random bits, URL-safe (letters, digits, `-`, `_`). */
export function newSecret(): string {
  return randomText(32);
}

/** The double-submit XSRF token: 192 random bits, URL-safe. */
export function newXsrfToken(): string {
  return randomText(24);
}

/** A 6-digit SMS code (single use, 10 minutes, a few guesses: see AccountTokensService). */
export function newPhoneCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** What is stored instead of a secret: its SHA-256, hex (a database leak gives no usable token). */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
