import type {} from '@fastify/cookie';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { authCookies, messages } from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { newXsrfToken } from './token-secrets.js';

/** Where the refresh cookie is sent: the auth routes only, never to the rest of the API. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * Whether the BFF's cookies are Secure: in production and wherever the site is served over https.
 * Not on a plain-http local run (development, the e2e system on 127.0.0.1), where a browser may
 * drop Secure cookies.
 */
export function secureCookies(config: Pick<BffConfig, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:');
}

/**
 * The refresh token's httpOnly cookie and the double-submit XSRF cookie
 * (docs/decisions/0003-tokens-and-sessions.md): a request that authenticates by cookie must echo
 * the readable XSRF-TOKEN cookie in X-XSRF-TOKEN, which another site's page cannot read.
 */
@Injectable()
export class AuthCookies {
  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {}

  private get secure(): boolean {
    return secureCookies(this.config);
  }

  setSession(reply: FastifyReply, refreshToken: string, maxAgeSeconds: number): void {
    // Both cookies live as long as the session: a browser restarted with the session still running
    // can refresh (an XSRF session cookie would be gone, and with it the session).
    const lifetime = {
      sameSite: 'strict',
      secure: this.secure,
      maxAge: Math.max(1, Math.floor(maxAgeSeconds)),
    } as const;
    reply.setCookie(authCookies.refreshToken, refreshToken, {
      ...lifetime,
      httpOnly: true,
      path: REFRESH_COOKIE_PATH,
    });
    reply.setCookie(authCookies.xsrf, newXsrfToken(), { ...lifetime, httpOnly: false, path: '/' });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(authCookies.refreshToken, { path: REFRESH_COOKIE_PATH });
    reply.clearCookie(authCookies.xsrf, { path: '/' });
  }

  refreshTokenOf(request: FastifyRequest): string | undefined {
    const value = request.cookies[authCookies.refreshToken];
    return value && value.length <= 512 ? value : undefined;
  }

  /**
   * Whether the answer's body may carry the refresh token: only for a client that keeps it
   * itself, which says so in the header, or shows it by sending its token in the body.
   */
  refreshInBody(request: FastifyRequest, sentInBody = false): boolean {
    return sentInBody || request.headers[authCookies.refreshInBodyHeader.toLowerCase()] === 'true';
  }

  /** Throws 403 unless the X-XSRF-TOKEN header equals the XSRF-TOKEN cookie. */
  assertXsrf(request: FastifyRequest): void {
    const cookie = request.cookies[authCookies.xsrf];
    const header = request.headers[authCookies.xsrfHeader.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
      throw new ApiException(HttpStatus.FORBIDDEN, messages.accounts.xsrfMissing);
    }
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
