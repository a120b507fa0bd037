import { HttpStatus } from '@nestjs/common';
import { apiErrorSchema, type ApiFieldError } from '@matchbazaar/contracts';
import { z } from 'zod';
import { ApiException } from './api-exception.js';

/** The body of a 429: the usual error plus the seconds to wait (also sent as Retry-After). */
export const rateLimitedSchema = apiErrorSchema.extend({
  retryAfterSeconds: z.number().int().positive(),
});

/**
 * The one 429: the catalogue `message` and the seconds to wait. The exception filter copies them
 * into Retry-After, so whoever refuses (the RateLimit guard, a lockout in a service) answers alike.
 */
export class RateLimitedException extends ApiException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    errors: ApiFieldError[] = [],
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message, errors);
    Object.assign(this.body, { retryAfterSeconds });
  }
}
