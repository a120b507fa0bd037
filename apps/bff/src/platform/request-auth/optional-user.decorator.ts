import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AccessTokenIdentity } from './access-token.service.js';
import type { AuthenticatedRequest } from './authenticated-request.js';

/**
 * The caller on a public route behind OptionalJwtAuthGuard: their identity when a valid token came
 * with the request, null for a visitor.
 */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessTokenIdentity | null =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().auth ?? null,
);
