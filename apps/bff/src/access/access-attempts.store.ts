import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { withTimeout } from '../redis/redis-clients.js';

const ATTEMPTS_TTL_SECONDS = 24 * 60 * 60;
const REDIS_TIMEOUT_MS = 2_000;

/**
 * Per-client wrong-code count and lockout, kept in Redis so clearing browser storage or cookies
 * resets nothing, and every BFF process sees the same count.
 */
@Injectable()
export class AccessAttemptsStore {
  constructor(
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  private key(kind: 'attempts' | 'lock', client: string): string {
    return `${this.config.REDIS_PREFIX}:access:${kind}:${client}`;
  }

  /** Milliseconds the client's lockout still runs; 0 when not locked. */
  async lockoutLeftMs(client: string): Promise<number> {
    const ttl = await withTimeout(
      this.redis.pttl(this.key('lock', client)),
      REDIS_TIMEOUT_MS,
      'Redis PTTL',
    );
    return Math.max(0, ttl);
  }

  /** Counts a wrong code; returns the count so far (kept a day, like a stored counter). */
  async countWrong(client: string): Promise<number> {
    const key = this.key('attempts', client);
    const [[, count]] = (await withTimeout(
      this.redis.multi().incr(key).expire(key, ATTEMPTS_TTL_SECONDS).exec(),
      REDIS_TIMEOUT_MS,
      'Redis INCR',
    )) as [[Error | null, number]];
    return count;
  }

  async lock(client: string, ms: number): Promise<void> {
    await withTimeout(
      this.redis.set(this.key('lock', client), '1', 'PX', ms),
      REDIS_TIMEOUT_MS,
      'Redis SET',
    );
  }

  async clear(client: string): Promise<void> {
    await withTimeout(
      this.redis.del(this.key('attempts', client), this.key('lock', client)),
      REDIS_TIMEOUT_MS,
      'Redis DEL',
    );
  }
}
