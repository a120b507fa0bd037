import { Inject, Injectable } from '@nestjs/common';
import { limits } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { withTimeout } from '../redis/redis-clients.js';

const { signupsPerWindow, signupWindowMs } = limits.waitlist;
const REDIS_TIMEOUT_MS = 2_000;

export type SignupAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-ups per client in a fixed window, counted in Redis so every BFF process shares the count.
 * Rejects when Redis cannot be reached; the caller decides what that means.
 */
@Injectable()
export class SignupRateLimitStore {
  constructor(
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /** Counts one sign-up attempt of `client` and says whether it is within the limit. */
  async take(client: string): Promise<SignupAllowance> {
    const key = `${this.config.REDIS_PREFIX}:waitlist:signups:${client}`;
    const replies = (await withTimeout(
      // The window starts with the first attempt (NX keeps later ones from extending it).
      this.redis.multi().incr(key).pexpire(key, signupWindowMs, 'NX').pttl(key).exec(),
      REDIS_TIMEOUT_MS,
      'Redis INCR',
    )) as [[Error | null, number], [Error | null, number], [Error | null, number]];
    const [[, count], , [, ttlMs]] = replies;
    if (count <= signupsPerWindow) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : signupWindowMs) / 1000)),
    };
  }
}
