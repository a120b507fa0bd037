import type { Socket } from 'socket.io';

/** The access token a client sent: `auth: { token }` in the handshake, else an `Authorization: Bearer` header. */
export function socketToken(socket: Pick<Socket, 'handshake'>): string | undefined {
  const fromAuth: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  const header = socket.handshake.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
