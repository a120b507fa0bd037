import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an Authorization header is `Bearer <token>`; digests are compared, so neither the
 * token's length nor its content leaks through timing.
 */
export function isOperatorBearer(authorization: string | undefined, token: string): boolean {
  const given = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
