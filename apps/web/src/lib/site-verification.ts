import { storageKeys } from '@matchbazaar/contracts';
import { readLocal, removeLocal, writeLocal } from './local-storage';

/**
 * Whether this browser has passed the pre-launch access gate (docs/product/access-gate.md): the
 * gate's stored status and the site-verification flag, both 'verified'. The gate writes it; the
 * app's site mode reads it. Where storage refuses the write, the pass still holds until the page is
 * left.
 */

const VERIFIED = 'verified';
const listeners = new Set<() => void>();
let verifiedThisPage = false;

export function isSiteVerified(): boolean {
  return (
    verifiedThisPage ||
    (readLocal(storageKeys.gateStatus) === VERIFIED &&
      readLocal(storageKeys.siteVerification) === VERIFIED)
  );
}

/** Records a passed gate (no expiry, docs/product/access-gate.md) and tells every subscriber. */
export function markSiteVerified(): void {
  verifiedThisPage = true;
  writeLocal(storageKeys.gateStatus, VERIFIED);
  writeLocal(storageKeys.siteVerification, VERIFIED);
  listeners.forEach((listener) => listener());
}

/**
 * Forgets a pass the server no longer honours (its cookie was cleared, or its secret changed): the
 * site closes again, in other tabs too, and the gate starts afresh. Its attempts and lockout stay.
 */
export function forgetSiteVerification(): void {
  // Parallel calls refused at the wall each land here: only the first has anything to forget, and
  // only it tells the subscribers (each of which would revalidate the router again).
  if (
    !verifiedThisPage &&
    readLocal(storageKeys.gateStatus) === null &&
    readLocal(storageKeys.siteVerification) === null
  )
    return;
  verifiedThisPage = false;
  removeLocal(storageKeys.gateStatus);
  removeLocal(storageKeys.siteVerification);
  listeners.forEach((listener) => listener());
}

// Storage events come from other tabs; `null` means their storage was cleared.
const watchedKeys: Array<string | null> = [
  null,
  storageKeys.gateStatus,
  storageKeys.siteVerification,
];

/** Calls `listener` when verification changes, in this tab or another. */
export function subscribeSiteVerification(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (watchedKeys.includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
