import { createHash } from 'node:crypto';
import type {} from '@fastify/cookie';
import { siteAccessCookie } from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The gate cookie's value: a fingerprint of the access code it was granted for (the cookie is
 * signed, so it cannot be forged). A new SITE_ACCESS_CODE makes every earlier pass worthless.
 */
export function accessPassFor(code: string): string {
  return createHash('sha256').update(`site-access-pass:${code}`).digest('base64url');
}

/** Whether the request carries a signed pass granted for the current code. */
export function hasAccessPass(request: FastifyRequest, code: string | undefined): boolean {
  if (!code) return false;
  const raw = request.cookies[siteAccessCookie];
  const cookie = raw ? request.unsignCookie(raw) : undefined;
  return cookie?.valid === true && cookie.value === accessPassFor(code);
}
