import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { storageKeys, type User } from '@matchbazaar/contracts';
import {
  clearSessionStorage,
  discardVerificationRecord,
  readStoredSession,
  readVerificationRecord,
  storeSession,
  storeVerificationRecord,
} from './session-storage';

/** A Map-backed localStorage on a bare `window` (the unit tests run in Node). */
function fakeWindow() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  };
  (globalThis as { window?: unknown }).window = { localStorage };
  return items;
}

const user: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  role: 'admin',
  isEmailVerified: true,
  isPhoneVerified: false,
  profileImage: null,
};

let items: Map<string, string>;
beforeEach(() => {
  items = fakeWindow();
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('session storage (docs/product/accounts.md)', () => {
  it('needs both a stored user and a stored token', () => {
    expect(readStoredSession()).toBeNull();
    items.set(storageKeys.user, JSON.stringify(user));
    expect(readStoredSession()).toBeNull();
    items.set(storageKeys.authToken, 'tok');
    expect(readStoredSession()).toEqual({ user, token: 'tok' });
  });

  it('ignores a stored user it cannot read, and reads unknown roles as user', () => {
    items.set(storageKeys.authToken, 'tok');
    items.set(storageKeys.user, '{not json');
    expect(readStoredSession()).toBeNull();
    items.set(storageKeys.user, JSON.stringify({ ...user, role: 'root' }));
    expect(readStoredSession()?.user.role).toBe('user');
  });

  it('stores user, token and the last-auth time; sign-out clears every key', () => {
    storeSession(user, 'tok');
    expect(Number(items.get(storageKeys.lastAuthTime))).toBeGreaterThan(0);
    items.set(storageKeys.refreshToken, 'left by an older build');
    items.set(storageKeys.pageLoadTime, '1');
    items.set(storageKeys.siteVerification, 'verified');
    clearSessionStorage();
    expect([...items.keys()]).toEqual([storageKeys.siteVerification]);
  });
});

describe('the email verification success record', () => {
  it('round-trips and can be discarded', () => {
    expect(readVerificationRecord()).toBeNull();
    storeVerificationRecord('ada@example.com');
    expect(readVerificationRecord()).toMatchObject({ verified: true, email: 'ada@example.com' });
    discardVerificationRecord();
    expect(readVerificationRecord()).toBeNull();
  });

  it('treats an unreadable record as none', () => {
    items.set(storageKeys.emailVerificationSuccess, '{"email":1}');
    expect(readVerificationRecord()).toBeNull();
    items.set(storageKeys.emailVerificationSuccess, 'nope');
    expect(readVerificationRecord()).toBeNull();
  });
});
