import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { JwtAuthGuard } from './jwt-auth.guard.js';

/**
 * A signed-in caller only (401 otherwise), and the OpenAPI document says a bearer is needed.
 * Guards run in the order they are applied: keep `@RateLimit(...)` above `@SignedInOnly()` so the
 * caller is known before a `per: 'user'` limit counts. `@Roles(...)` and `@AdminOnly()` apply
 * JwtAuthGuard themselves, so they never go with `@SignedInOnly()`.
 */
export function SignedInOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiBearerAuth(), UseGuards(JwtAuthGuard));
}
