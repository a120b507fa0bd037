import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from './redis.module.js';
import { withTimeout } from './redis-clients.js';

const REDIS_TIMEOUT_MS = 2_000;

/**
 * A fixed-window limit: at most `limit` hits per `windowMs`, the window starting at the first hit.
 * With `lockMs`, the hit that reaches the limit keeps the key (and so the refusal) that long.
 */
export interface RateRule {
  /** Part of the Redis key: `auth:login:account`, ... */
  name: string;
  limit: number;
  windowMs: number;
  lockMs?: number;
}

export type Allowance =
  { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counters in Redis shared by every BFF process, keyed by rule and subject (a client IP, an
 * account). Subjects are hashed, so addresses never appear in Redis keys. Rejects when Redis
 * cannot be reached; the caller decides whether that fails open or closed.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  private key(rule: RateRule, subject: string): string {
    const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
    return `${this.config.REDIS_PREFIX}:rate:${rule.name}:${digest}`;
  }

  /** Counts one hit and says whether it is within the limit (the hit counts either way). */
  async hit(rule: RateRule, subject: string): Promise<Allowance> {
    const key = this.key(rule, subject);
    const replies = (await withTimeout(
      // NX: later hits do not extend the window.
      this.redis.multi().incr(key).pexpire(key, rule.windowMs, 'NX').pttl(key).exec(),
      REDIS_TIMEOUT_MS,
      'Redis INCR',
    )) as [[Error | null, number], [Error | null, number], [Error | null, number]];
    const [[, count], , [, ttlMs]] = replies;
    if (count === rule.limit && rule.lockMs) {
      // The hit that reaches the limit starts the lock: later `check`s refuse for lockMs.
      await withTimeout(this.redis.pexpire(key, rule.lockMs), REDIS_TIMEOUT_MS, 'Redis PEXPIRE');
      return { allowed: true, count };
    }
    if (count <= rule.limit) return { allowed: true, count };
    return this.refused(ttlMs > 0 ? ttlMs : rule.windowMs);
  }

  /** Whether the subject is already at (or over) the limit, without counting a hit. */
  async check(rule: RateRule, subject: string): Promise<Allowance> {
    const key = this.key(rule, subject);
    const replies = (await withTimeout(
      this.redis.multi().get(key).pttl(key).exec(),
      REDIS_TIMEOUT_MS,
      'Redis GET',
    )) as [[Error | null, string | null], [Error | null, number]];
    const [[, value], [, ttlMs]] = replies;
    const count = Number(value ?? 0);
    if (count < rule.limit) return { allowed: true, count };
    return this.refused(ttlMs > 0 ? ttlMs : rule.windowMs);
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await withTimeout(this.redis.del(this.key(rule, subject)), REDIS_TIMEOUT_MS, 'Redis DEL');
  }

  private refused(ms: number): Allowance {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
  }
}
