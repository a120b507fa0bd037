import { applyDecorators, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { JwtAuthGuard } from '../../identity/auth/jwt-auth.guard.js';
import { toOpenApiSchema } from './json-schema.js';

/**
 * The stacks most routes share, named once. Guards run in the order they are applied (stacked
 * decorators bottom-up, applyDecorators first to last): keep `@RateLimit(...)` above
 * `@SignedInOnly()` so the caller is known before a `per: 'user'` limit counts. `@Roles(...)` and
 * `@AdminOnly()` apply JwtAuthGuard themselves, so they never go with `@SignedInOnly()`.
 */

/** A signed-in caller only (401 otherwise), and the OpenAPI document says a bearer is needed. */
export function SignedInOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiBearerAuth(), UseGuards(JwtAuthGuard));
}

/** The success answer in OpenAPI, from the same contracts schema the route's reply is typed by. */
export function Answers(
  schema: z.ZodType,
  status: HttpStatus = HttpStatus.OK,
): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, schema: toOpenApiSchema(schema) });
}
