import argon2 from 'argon2';
import { commonBaseWords, commonPasswords, topLeakedPasswords } from './common-passwords.data.js';

/** OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1). */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const words = (list: string) => list.split(/\s+/).filter(Boolean);
const COMMON = new Set(
  [...words(commonPasswords), ...words(topLeakedPasswords)].map((w) => w.toLowerCase()),
);
const BASES = new Set(words(commonBaseWords).map((w) => w.toLowerCase()));

/** argon2id encoded hash of a password (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password or a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Whether a password is on the common list, is a common word padded with digits or symbols
 * ("Summer2024!"), or is one character repeated.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  if (/^(.)\1*$/u.test(lower)) return true;
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  return core.length === 0 || BASES.has(core);
}
