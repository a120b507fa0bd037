import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { limits, messages } from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { RateLimiter, type RateRule } from '../rate-limits/rate-limiter.js';

export type AccessOutcome =
  | { outcome: 'accepted' }
  | { outcome: 'rejected'; attemptsRemaining: number }
  | { outcome: 'locked'; retryAfterSeconds: number };

const { maxAttempts, lockoutMs } = limits.accessCode;

/**
 * Attempts from all clients together: a botnet spreading guesses over many addresses meets this
 * bound however many addresses it has (a real visitor needs one or two tries).
 */
export const gateBudget: RateRule = { name: 'access:all', limit: 1_000, windowMs: 60 * 60_000 };

/**
 * A client's codes, forgotten a day after its latest. Kept in Redis, so clearing browser storage
 * or cookies resets nothing, and every BFF process sees the same count.
 */
export const gateAttempts: RateRule = {
  name: 'access:attempts',
  limit: maxAttempts,
  windowMs: 24 * 60 * 60_000,
  sliding: true,
};

/**
 * From the `maxAttempts`-th code on, one code per lockout: each one starts the next. Parallel
 * codes past the limit take turns here, so only one of them is ever compared.
 */
export const gateLockout: RateRule = { name: 'access:lock', limit: 1, windowMs: lockoutMs };

/** SHA-256 first, so the comparison is constant-time whatever the lengths. */
function sameCode(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The pre-launch gate's server rules: the code lives only here; 5 codes from one client lock it
 * for 30 s (each counted before it is compared), and the count is not reset by the lockout, so
 * any further wrong code relocks. All clients together get `gateBudget` attempts an hour.
 */
@Injectable()
export class AccessGateService {
  private readonly logger = new Logger(AccessGateService.name);

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly limiter: RateLimiter,
  ) {
    if (!config.SITE_ACCESS_CODE) {
      this.logger.warn('SITE_ACCESS_CODE is not set: nobody can pass the pre-launch gate.');
    }
  }

  async verify(code: string, client: string): Promise<AccessOutcome> {
    const expected = this.config.SITE_ACCESS_CODE;
    if (!expected)
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.serviceUnavailable);
    try {
      // While a lockout runs, a code is refused without being counted.
      const lockout = await this.limiter.peek(gateLockout, client);
      if (!lockout.allowed)
        return { outcome: 'locked', retryAfterSeconds: lockout.retryAfterSeconds };
      // Counted before it is compared: parallel codes each get their own count.
      const attempt = await this.limiter.hit(gateAttempts, client);
      const count = attempt.allowed ? attempt.count : Infinity;
      if (count >= maxAttempts) {
        const turn = await this.limiter.hit(gateLockout, client);
        if (!turn.allowed) return { outcome: 'locked', retryAfterSeconds: turn.retryAfterSeconds };
      }
      const budget = await this.limiter.hit(gateBudget, 'all');
      if (!budget.allowed)
        return { outcome: 'locked', retryAfterSeconds: budget.retryAfterSeconds };
      if (this.matches(code, expected)) {
        await this.limiter.reset(gateAttempts, client);
        await this.limiter.reset(gateLockout, client);
        return { outcome: 'accepted' };
      }
      if (count >= maxAttempts) {
        return { outcome: 'locked', retryAfterSeconds: lockoutMs / 1000 };
      }
      return { outcome: 'rejected', attemptsRemaining: maxAttempts - count };
    } catch (error) {
      if (error instanceof ApiException) throw error;
      // Redis is down: refuse rather than let codes through uncounted.
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.serviceUnavailable, [], {
        cause: error,
      });
    }
  }

  /** The one place a guess meets the code (tests count its calls). */
  protected matches(code: string, expected: string): boolean {
    return sameCode(code, expected);
  }
}
