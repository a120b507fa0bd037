import { createHmac } from 'node:crypto';

/** Who viewed, as the listing page knows it: the account, else the client's address and agent. */
export interface Viewer {
  userId: string | null;
  /** The client address as throttles see it (an IPv6 address as its /64: one subscriber line). */
  address: string;
  userAgent: string;
}

/**
 * The viewer's key for one day's views (docs/product/seller-analytics.md): the account when
 * signed in, else the address and user agent, hashed with a server secret and the day. The table
 * never holds an id or an address, and the same person's keys of two days cannot be linked.
 */
export function viewerKey(secret: string, day: string, viewer: Viewer): string {
  const who = viewer.userId
    ? `user:${viewer.userId}`
    : `client:${viewer.address}\n${viewer.userAgent.slice(0, 512)}`;
  return createHmac('sha256', secret)
    .update(`listing-view\n${day}\n${who}`)
    .digest('base64url')
    .slice(0, 32);
}
