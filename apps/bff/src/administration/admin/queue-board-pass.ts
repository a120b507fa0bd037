import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessIdentity } from '../../identity/auth/jwt-auth.guard.js';

/**
 * Bull Board is a page the browser opens itself, so it never carries the admin's bearer token.
 * A signed-in admin asks the API for a pass (POST /api/admin/queues/pass): a signed, httpOnly,
 * SameSite=Strict cookie scoped to the board's path, naming the admin's session and an expiry.
 * The board's hook accepts it while that session lives and its holder is still an admin, so
 * signing out, or losing the role, closes the board too.
 */
export const QUEUE_BOARD_PASS_COOKIE = 'mb_queues';
export const QUEUE_BOARD_PASS_TTL_MS = 15 * 60_000;

interface Pass {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

export function setQueueBoardPass(
  reply: FastifyReply,
  pass: Omit<Pass, 'expiresAt'>,
  options: { path: string; secure: boolean; now?: number },
): void {
  const expiresAt = (options.now ?? Date.now()) + QUEUE_BOARD_PASS_TTL_MS;
  reply.setCookie(QUEUE_BOARD_PASS_COOKIE, `${pass.userId}.${pass.sessionId}.${expiresAt}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: options.path,
    maxAge: QUEUE_BOARD_PASS_TTL_MS / 1000,
  });
}

/** Where a pass is checked against: the identity wing's live sessions, with the current role. */
export type QueueBoardPassCheck = Pick<AccessIdentity, 'liveRole'>;

/**
 * The pass this request carries, if it is genuine, unexpired, its session still live and its
 * holder still an admin: the role is read again on every use, since a pass outlives a demotion.
 */
export async function hasQueueBoardPass(
  request: FastifyRequest,
  identities: QueueBoardPassCheck,
  now = new Date(),
): Promise<boolean> {
  const raw = request.cookies[QUEUE_BOARD_PASS_COOKIE];
  if (!raw || raw.length > 300) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const match = /^([0-9a-f-]{36})\.([0-9a-f-]{36})\.(\d{13})$/.exec(unsigned.value);
  if (!match) return false;
  const [, userId, sessionId, expiresAt] = match;
  if (Number(expiresAt) <= now.getTime()) return false;
  return (await identities.liveRole(sessionId!, userId!, now)) === 'admin';
}
