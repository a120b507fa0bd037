import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { messages, normalizeRole, type Role } from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../platform/common/api-exception.js';
import {
  AccessTokenService,
  type AccessTokenIdentity,
} from '../../platform/request-auth/access-token.service.js';
import type { AuthenticatedRequest } from '../../platform/request-auth/authenticated-request.js';
import { AccountCache } from '../users/account-cache.js';
import { SessionEndings } from '../../platform/request-auth/session-endings.js';
import { SessionsRepository } from './sessions.repository.js';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i;

/** The bearer token of `Authorization: Bearer <jwt>`, if the header has that shape. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  return BEARER.exec(header.trim())?.[1];
}

/**
 * What follows `Bearer ` in the header as clients write it, unchecked: only for asking memory
 * whether this exact token was verified before (it then passed every check). Checking the shape
 * of a 300-character token on every request cost more than the rest of the lookup.
 */
function sentToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * The caller of a valid access token (HS256 pinned, `iss`/`aud`/`exp` checked) whose session is
 * still live: a password reset or "end session" signs a device out at once, not 15 minutes later.
 * The role is the account's now, read with the session, not the token's claim: a role an admin
 * changed takes effect on the next call (docs/product/admin.md).
 */
@Injectable()
export class AccessIdentity {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly sessions: SessionsRepository,
    endings: SessionEndings,
    cache: AccountCache,
  ) {
    // Every way a session ends is announced: a session this process kept is dropped at once,
    // before the change notice (which tells the other processes) comes back.
    endings.listen((sessionIds) => cache.forgetSessions(sessionIds));
  }

  /**
   * The caller, when memory already answers both questions (a token verified before, a session
   * kept live); undefined: ask `of`. Every signed-in request asks, and most need no await.
   */
  known(token: string | undefined): AccessTokenIdentity | undefined {
    const identity = token === undefined ? undefined : this.tokens.remembered(token);
    if (!identity) return undefined;
    const role = this.sessions.keptRole(identity.sessionId, identity.userId, Date.now());
    return role === undefined ? undefined : { ...identity, role: normalizeRole(role) };
  }

  /** The caller, reading the database when memory has no answer (verify and liveRole use it first). */
  async of(token: string): Promise<AccessTokenIdentity | null> {
    let identity: AccessTokenIdentity;
    try {
      identity = await this.tokens.verify(token);
    } catch {
      return null;
    }
    const role = await this.sessions.liveRole(identity.sessionId, identity.userId, new Date());
    return role === null ? null : { ...identity, role: normalizeRole(role) };
  }

  /**
   * The current role of a live session's account (null: the session ended or the account is
   * suspended), for a credential other than the bearer token, such as the queue board's pass.
   */
  async liveRole(sessionId: string, userId: string, now = new Date()): Promise<Role | null> {
    const role = await this.sessions.liveRole(sessionId, userId, now);
    return role === null ? null : normalizeRole(role);
  }
}

/**
 * Requires a signed-in caller. No token: 401 "sign in"; a bad, expired or ended one: 401
 * "session ended", on which the client refreshes (docs/product/accounts.md).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly identities: AccessIdentity) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.getArgByIndex<AuthenticatedRequest>(0);
    // Answered from memory without an await when it can be (most signed-in requests).
    const known = this.identities.known(sentToken(request));
    if (known) return admit(request, known);
    const token = bearerToken(request);
    if (!token) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.api.unauthorized);
    return this.identities.of(token).then((identity) => admit(request, identity));
  }
}

/** Leaves the caller on the request for `@CurrentUser()`; none: 401 "session ended". */
function admit(request: AuthenticatedRequest, identity: AccessTokenIdentity | null): true {
  if (!identity) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
  request.auth = identity;
  return true;
}

/**
 * Reads a valid bearer token when there is one and lets everyone through: for routes that work
 * signed out but do more signed in. A stale token is ignored, not refused.
 */
@Injectable()
export class OptionalJwtAuthGuard implements CanActivate {
  constructor(private readonly identities: AccessIdentity) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    const identity = token ? await this.identities.of(token) : null;
    if (identity) request.auth = identity;
    return true;
  }
}
