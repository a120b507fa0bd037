import { Injectable } from '@nestjs/common';
import { limits } from '@matchbazaar/contracts';
import { RateLimiter, type RateRule } from '../redis/rate-limiter.js';

const signupRule: RateRule = {
  name: 'waitlist:signups',
  limit: limits.waitlist.signupsPerWindow,
  windowMs: limits.waitlist.signupWindowMs,
};

export type SignupAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-ups per client in a fixed window, counted in Redis (the shared RateLimiter) so every BFF
 * process shares the count. Rejects when Redis cannot be reached; the caller decides what that means.
 */
@Injectable()
export class SignupRateLimitStore {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one sign-up attempt of `client` and says whether it is within the limit. */
  async take(client: string): Promise<SignupAllowance> {
    const allowance = await this.limiter.hit(signupRule, client);
    return allowance.allowed ? { allowed: true } : allowance;
  }
}
