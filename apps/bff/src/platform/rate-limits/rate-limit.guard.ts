import {
  applyDecorators,
  HttpStatus,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { messages } from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import { RateLimiter, type RateRule } from './rate-limiter.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ApiException } from '../common/api-exception.js';
import { clientAddress } from '../common/client-address.js';
import { RateLimitedException } from '../common/rate-limited.exception.js';

/** What one route may be asked how often, by whom, and what a refusal says. */
export interface RateLimitPolicy {
  rule: RateRule;
  /** Whose requests count together: the client address (IPv6 by /64) or the signed-in user. */
  per: 'client' | 'user';
  /** The catalogue text of the 429. */
  message: string;
  /**
   * Without Redis: `open` lets the request through (logged), or the catalogue text of the 503
   * that refuses it rather than run the route unthrottled.
   */
  whenStoreDown: 'open' | { unavailable: string };
}

const POLICY = Symbol('rate-limit-policy');

/**
 * Counts every request to the route first (one atomic INCR in Redis, before the body is even
 * validated), and answers 429 with Retry-After and the policy's text once it is over the limit.
 * Put it above `@SignedInOnly()` for `per: 'user'` (decorators apply bottom-up).
 */
export function RateLimit(policy: RateLimitPolicy): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(POLICY, policy),
    UseGuards(RateLimitGuard),
    ApiErrors(HttpStatus.TOO_MANY_REQUESTS),
  );
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) return true;
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest & { auth?: { userId: string } }>();
    const subject =
      policy.per === 'user' && request.auth
        ? `user:${request.auth.userId}`
        : `ip:${clientAddress(request)}`;
    let allowance;
    try {
      allowance = await this.limiter.hit(policy.rule, subject);
    } catch (error) {
      if (policy.whenStoreDown === 'open') {
        this.logger.warn(`${policy.rule.name} not counted: ${(error as Error).message}`);
        return true;
      }
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, policy.whenStoreDown.unavailable, [], {
        cause: error,
      });
    }
    if (!allowance.allowed)
      throw new RateLimitedException(policy.message, allowance.retryAfterSeconds);
    return true;
  }
}

/** The 503 text for a route whose limit needs Redis and whose work needs the queue anyway. */
export const queueDown = { unavailable: messages.api.queueUnavailable } as const;
