import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { limits, messages } from '@matchbazaar/contracts';
import { ApiException } from '../common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { AccessAttemptsStore } from './access-attempts.store.js';

export type AccessOutcome =
  | { outcome: 'accepted' }
  | { outcome: 'rejected'; attemptsRemaining: number }
  | { outcome: 'locked'; retryAfterSeconds: number };

const { maxAttempts, lockoutMs } = limits.accessCode;

/** SHA-256 first, so the comparison is constant-time whatever the lengths. */
function sameCode(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The pre-launch gate's server rules (DESIGN.md): the code lives only here; 5 wrong codes lock the
 * client for 30 s, and the count is not reset by the lockout, so any further wrong code relocks.
 */
@Injectable()
export class AccessGateService {
  private readonly logger = new Logger(AccessGateService.name);

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly attempts: AccessAttemptsStore,
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
      const lockedMs = await this.attempts.lockoutLeftMs(client);
      if (lockedMs > 0) return { outcome: 'locked', retryAfterSeconds: Math.ceil(lockedMs / 1000) };
      if (sameCode(code, expected)) {
        await this.attempts.clear(client);
        return { outcome: 'accepted' };
      }
      const count = await this.attempts.countWrong(client);
      if (count >= maxAttempts) {
        await this.attempts.lock(client, lockoutMs);
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
}
