import { isIP } from 'node:net';

/**
 * Whether a push endpoint names a public host: real push services (fcm.googleapis.com,
 * updates.push.services.mozilla.com, web.push.apple.com, ...) have names with a dot. An address
 * literal, localhost or a bare intranet name is refused in production, so a subscription cannot
 * make the worker post into our own network. A public name that resolves to an inside address is
 * stopped by the worker when it dials (apps/worker/src/adapters/public-only-agent.ts).
 */
export function isPublicPushHost(endpoint: string): boolean {
  // A fully qualified name's final dot ("localhost.") names the same host.
  const host = new URL(endpoint).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (isIP(host) !== 0) return false;
  return host.includes('.') && host !== 'localhost' && !host.endsWith('.localhost');
}
