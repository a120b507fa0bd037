import { storageKeys } from '@matchbazaar/contracts';
import type { GateInput } from '@matchbazaar/machines';
import { readLocal, removeLocal, writeLocal } from '../../lib/local-storage';
import { markSiteVerified } from '../../lib/site-verification';

/**
 * What the gate machine restores from (docs/product/access-gate.md): read once when the gate opens.
 */
export function readGateInput(now = Date.now()): GateInput {
  const storedLockout = readLocal(storageKeys.gateLockoutUntil);
  const lockoutUntil = storedLockout === null ? Number.NaN : Number(storedLockout);
  return {
    storedStatus: readLocal(storageKeys.gateStatus),
    storedAttempts: readLocal(storageKeys.gateAttempts),
    // A value that is not a time is as good as none.
    storedLockoutUntil: Number.isFinite(lockoutUntil) ? lockoutUntil : null,
    now,
  };
}

/** The gate machine's storage actions, on localStorage under the catalogue's keys. */
export const gateStorageActions = {
  /** Both the gate's status and the site-verification flag; the app opens the site on it. */
  storeVerified: () => markSiteVerified(),
  storeAttempts: (_: unknown, { attempts }: { attempts: number }) =>
    void writeLocal(storageKeys.gateAttempts, String(attempts)),
  storeLockout: (_: unknown, { durationMs }: { durationMs: number }) =>
    void writeLocal(storageKeys.gateLockoutUntil, String(Date.now() + durationMs)),
  removeStoredLockout: () => removeLocal(storageKeys.gateLockoutUntil),
  removeStoredAttempts: () => removeLocal(storageKeys.gateAttempts),
};
