import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception.js';
import { AccessTokenService, type AccessTokenIdentity } from './access-token.service.js';

/** Where JwtAuthGuard leaves the caller for `@CurrentUser()` and RolesGuard. */
export interface AuthenticatedRequest extends FastifyRequest {
  auth?: AccessTokenIdentity;
}

/** The bearer token of `Authorization: Bearer <jwt>`, if the header has that shape. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Requires a valid access token (HS256 pinned, `iss`/`aud`/`exp` checked by AccessTokenService).
 * No token: 401 "sign in"; a bad or expired one: 401 "session ended", so the client refreshes.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    if (!token) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.api.unauthorized);
    try {
      request.auth = await this.tokens.verify(token);
    } catch {
      throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
    }
    return true;
  }
}
