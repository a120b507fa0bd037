import { readUser } from '@matchbazaar/api-client';
import { storageKeys, type User } from '@matchbazaar/contracts';
import type { StoredSession, VerificationSuccessRecord } from '@matchbazaar/machines';
import { readLocal, removeLocal, writeLocal } from '../local-storage';

/**
 * The session's browser storage (docs/product/accounts.md: user, authToken, refreshToken,
 * lastAuthTime, pageLoadTime). The refresh token itself lives in the httpOnly cookie
 * (docs/decisions/0003-tokens-and-sessions.md); its key is only ever cleared, in case an older
 * build left one behind.
 */

export function readStoredUser(): User | null {
  const raw = readLocal(storageKeys.user);
  if (!raw) return null;
  try {
    return readUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A stored user plus a stored token (docs/product/accounts.md), or null. */
export function readStoredSession(): StoredSession | null {
  const user = readStoredUser();
  const token = readLocal(storageKeys.authToken);
  return user && token ? { user, token } : null;
}

export function storeSession(user: User, token: string): void {
  writeLocal(storageKeys.user, JSON.stringify(user));
  writeLocal(storageKeys.authToken, token);
  writeLocal(storageKeys.lastAuthTime, String(Date.now()));
}

export function storeUser(user: User): void {
  writeLocal(storageKeys.user, JSON.stringify(user));
}

/** When this page load trusted a stored session. */
export function storePageLoadTime(): void {
  writeLocal(storageKeys.pageLoadTime, String(Date.now()));
}

export function clearSessionStorage(): void {
  for (const key of [
    storageKeys.user,
    storageKeys.authToken,
    storageKeys.refreshToken,
    storageKeys.lastAuthTime,
    storageKeys.pageLoadTime,
  ]) {
    removeLocal(key);
  }
}

/** docs/product/accounts.md: the browser's record of an email verification success, or null. */
export function readVerificationRecord(): VerificationSuccessRecord | null {
  const raw = readLocal(storageKeys.emailVerificationSuccess);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'verified' in value &&
      'email' in value &&
      'timestamp' in value &&
      typeof value.email === 'string' &&
      typeof value.timestamp === 'number'
    )
      return { verified: value.verified === true, email: value.email, timestamp: value.timestamp };
  } catch {
    // unreadable: as if none
  }
  return null;
}

export function storeVerificationRecord(email: string): void {
  const record: VerificationSuccessRecord = { verified: true, email, timestamp: Date.now() };
  writeLocal(storageKeys.emailVerificationSuccess, JSON.stringify(record));
}

export function discardVerificationRecord(): void {
  removeLocal(storageKeys.emailVerificationSuccess);
}
