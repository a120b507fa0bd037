/**
 * What Settings > Notifications can say about push on this device (docs/product/installable-app.md),
 * from what the browser and the server answered. Pure, so each state is tested on its own.
 */
export type PushState =
  | 'unsupported' // no service workers, PushManager or notifications in this browser
  | 'no-worker' // a development build: no /sw.js to receive pushes
  | 'not-configured' // the server has no VAPID key
  | 'denied' // the person blocked notifications for the site
  | 'on' // this browser's subscription is among the account's devices
  | 'off';

export function pushState(facts: {
  supported: boolean;
  hasWorker: boolean;
  publicKey: string | null;
  permission: NotificationPermission;
  /** This browser's endpoint is among the account's devices. */
  registered: boolean;
}): PushState {
  if (!facts.supported) return 'unsupported';
  if (!facts.hasWorker) return 'no-worker';
  if (facts.publicKey === null) return 'not-configured';
  if (facts.permission === 'denied') return 'denied';
  return facts.registered && facts.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as PushManager.subscribe wants it: the bytes of its base64url text. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const browserSupportsPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;
