// The credentials the fuzzer sends: the harness's own genuine sessions, and forgeries of them (the
// tokens an attacker would try: `alg: none`, another algorithm, another key, no session, another
// audience, expired, cookies without the XSRF header). Only a genuine one may get past a guard.
import { authCookies } from '@matchbazaar/contracts';
import { createHmac } from 'node:crypto';
import type { RouteAuth } from './openapi-routes.js';
import type { Credential } from './requests.js';

export interface Session {
  accessToken: string;
  /** The refresh cookie's value, when the sign-in set it. */
  refreshToken?: string;
}

const base64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

const hashes: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

/** A JWT with the given header and claims, HMAC-signed with `secret` (unsigned without one). */
export function jwt(header: { alg: string }, claims: object, secret?: string): string {
  const head = `${base64url({ typ: 'JWT', ...header })}.${base64url(claims)}`;
  if (!secret) return `${head}.`;
  const hash = hashes[header.alg] ?? 'sha256';
  return `${head}.${createHmac(hash, secret).update(head).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Tokens forged from a genuine one (`secret`: the BFF's signing key, for forgeries it signs). */
function forgeries(genuine: string, secret: string): Record<string, string> {
  const claims = claimsOf(genuine);
  const now = Math.floor(Date.now() / 1000);
  return {
    'alg none': jwt({ alg: 'none' }, claims),
    'alg none as admin': jwt({ alg: 'none' }, { ...claims, role: 'admin' }),
    'HS512 with the right key': jwt({ alg: 'HS512' }, claims, secret),
    'RS256 header over an HMAC': jwt({ alg: 'RS256' }, claims, secret),
    'another key': jwt({ alg: 'HS256' }, claims, `${secret}-not`),
    'another audience': jwt({ alg: 'HS256' }, { ...claims, aud: 'someone-else' }, secret),
    'another issuer': jwt({ alg: 'HS256' }, { ...claims, iss: 'someone-else' }, secret),
    expired: jwt({ alg: 'HS256' }, { ...claims, iat: now - 7200, exp: now - 3600 }, secret),
    'no session (sid)': jwt({ alg: 'HS256' }, { ...claims, sid: undefined }, secret),
    'no expiry (exp)': jwt({ alg: 'HS256' }, { ...claims, exp: undefined }, secret),
    'truncated signature': genuine.slice(0, -2),
    'claims changed under the signature': `${genuine.split('.')[0]}.${base64url({ ...claims, role: 'admin', exp: now + 86_400 })}.${genuine.split('.')[2]}`,
  };
}

const malformed: Record<string, Record<string, string>> = {
  'no credential': {},
  'empty bearer': { authorization: 'Bearer ' },
  'three dots': { authorization: 'Bearer a.b.c' },
  '10 kB bearer': { authorization: `Bearer ${'a'.repeat(10 * 1024)}` },
  'Basic garbage': { authorization: 'Basic !!!not-base64!!!' },
  'Basic empty password': { authorization: `Basic ${base64url('operator:')}` },
  'unknown scheme': { authorization: 'Token abc' },
};

/**
 * The credentials to try on a route, genuine ones first. A signed-in user and an admin take a
 * bearer token; the admin API also takes the operator token (as bearer or basic credentials).
 */
export function credentialsFor(
  auth: RouteAuth,
  sessions: { user: Session; admin: Session; operatorToken: string },
  /** The BFF's signing key: forgeries signed with it differ in a claim the server must refuse. */
  secret: string,
): Credential[] {
  const { user, admin, operatorToken } = sessions;
  const xsrf = 'fuzz-xsrf-0123456789';
  const refreshCookie = `${authCookies.refreshToken}=${user.refreshToken ?? 'none'}`;
  const cookies = {
    'refresh cookie with XSRF': {
      cookie: `${refreshCookie}; ${authCookies.xsrf}=${xsrf}`,
      [authCookies.xsrfHeader]: xsrf,
    },
    'refresh cookie without XSRF header': {
      cookie: `${refreshCookie}; ${authCookies.xsrf}=${xsrf}`,
    },
    'refresh cookie with another XSRF': {
      cookie: `${refreshCookie}; ${authCookies.xsrf}=${xsrf}`,
      [authCookies.xsrfHeader]: `${xsrf}-not`,
    },
  };
  const genuine: Record<string, Record<string, string>> = auth === 'operator'
    ? {
        'operator token': bearer(operatorToken),
        'admin bearer': bearer(admin.accessToken),
        'operator basic': { authorization: `Basic ${base64url(`operator:${operatorToken}`)}` },
      }
    : {
        'user bearer': bearer(user.accessToken),
        'admin bearer': bearer(admin.accessToken),
        'refresh cookie with XSRF': cookies['refresh cookie with XSRF'],
      };
  const forged: Record<string, Record<string, string>> = {
    ...malformed,
    ...Object.fromEntries(
      Object.entries(
        forgeries(auth === 'operator' ? admin.accessToken : user.accessToken, secret),
      ).map(([label, token]) => [label, bearer(token)]),
    ),
    'refresh cookie without XSRF header': cookies['refresh cookie without XSRF header'],
    'refresh cookie with another XSRF': cookies['refresh cookie with another XSRF'],
    ...(auth === 'operator'
      ? {
          'user bearer': bearer(user.accessToken),
          'another operator token': bearer(`${operatorToken}-not`),
          'refresh cookie with XSRF': cookies['refresh cookie with XSRF'],
        }
      : { 'operator token as a user': bearer(operatorToken) }),
  };
  return [
    ...Object.entries(genuine).map(([label, headers]) => ({ label, headers, genuine: true })),
    ...Object.entries(forged).map(([label, headers]) => ({
      label,
      headers,
      genuine: auth === 'none',
    })),
  ];
}
