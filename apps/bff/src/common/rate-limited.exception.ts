import { HttpStatus } from '@nestjs/common';
import { apiErrorSchema } from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiException } from './api-exception.js';

/** The body of a 429: the usual error plus the seconds to wait (also sent as Retry-After). */
export const rateLimitedSchema = apiErrorSchema.extend({
  retryAfterSeconds: z.number().int().positive(),
});

/** 429 with the catalogue `message`; `refuse` also sets Retry-After on the reply. */
export class RateLimitedException extends ApiException {
  constructor(message: string, retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, message);
    Object.assign(this.body, { retryAfterSeconds });
  }

  /** Sets Retry-After on `reply` and returns the exception to throw. */
  static refuse(reply: FastifyReply, message: string, retryAfterSeconds: number) {
    reply.header('retry-after', String(retryAfterSeconds));
    return new RateLimitedException(message, retryAfterSeconds);
  }
}
