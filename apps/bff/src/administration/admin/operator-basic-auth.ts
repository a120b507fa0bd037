import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';

export const OPERATOR_USER = 'operator';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares digests so neither the length nor the content of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether an Authorization header carries `operator:<token>` as HTTP basic credentials. */
export function isOperator(authorization: string | undefined, token: string): boolean {
  const match = authorization ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization) : null;
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const userOk = sameSecret(decoded.slice(0, colon), OPERATOR_USER);
  const passwordOk = sameSecret(decoded.slice(colon + 1), token);
  return userOk && passwordOk;
}

/** Whether an Authorization header carries `Bearer <token>` (scripts such as `npm run launch`). */
export function isOperatorBearer(authorization: string | undefined, token: string): boolean {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] !== undefined && sameSecret(match[1], token);
}

/**
 * The queue dashboard's 401 for a caller without a pass or the operator's credentials. With the
 * Basic challenge (when OPERATOR_TOKEN is set) a browser asks for them; the text names both ways in.
 */
export async function operatorRefusal(
  reply: FastifyReply,
  { challenge }: { challenge: boolean },
): Promise<void> {
  if (challenge) {
    reply.header('www-authenticate', 'Basic realm="MatchBazaar operators", charset="UTF-8"');
  }
  await reply
    .code(401)
    .header('cache-control', 'no-store')
    .send({ success: false, message: messages.api.queueBoardRequired, errors: [] });
}
