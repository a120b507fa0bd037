import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AccessTokenIdentity } from './access-token.service.js';
import type { AuthenticatedRequest } from './authenticated-request.js';

/**
 * The signed-in caller (`{ userId, role }`) that JwtAuthGuard verified. Use only behind that guard:
 * without it there is no identity and this throws (a programming error, not a client one).
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessTokenIdentity => {
    const identity = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
    if (!identity) throw new Error('@CurrentUser() used on a route without JwtAuthGuard');
    return identity;
  },
);
