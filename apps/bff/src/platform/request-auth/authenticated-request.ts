import type { FastifyRequest } from 'fastify';
import type { AccessTokenIdentity } from './access-token.service.js';

/** Where the sign-in guard leaves the caller for `@CurrentUser()` and the role guards. */
export interface AuthenticatedRequest extends FastifyRequest {
  auth?: AccessTokenIdentity;
}
