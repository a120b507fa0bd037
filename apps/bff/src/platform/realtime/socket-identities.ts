import type { AccessTokenIdentity } from '../request-auth/access-token.service.js';

/**
 * Who a socket's token belongs to: a valid token of a session that has not ended, else null.
 * The identity wing provides it (the same check as its sign-in guard), so the realtime transport
 * authenticates sockets without importing the wing above it.
 */
export abstract class SocketIdentities {
  abstract of(token: string): Promise<AccessTokenIdentity | null>;
}
