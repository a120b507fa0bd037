import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { withTimeout } from '../redis/redis-clients.js';

const REDIS_TIMEOUT_MS = 2_000;

/**
 * A fixed-window limit: at most `limit` hits per `windowMs`, the window starting at the first hit.
 * With `lockMs`, the hit that reaches the limit keeps the key (and so the refusal) that long.
 * With `sliding` (never with `lockMs`), every hit restarts the window: the count is forgotten only
 * after `windowMs` without hits.
 */
export interface RateRule {
  /** Part of the Redis key: `auth:login:account`, ... */
  name: string;
  limit: number;
  windowMs: number;
  lockMs?: number;
  sliding?: boolean;
}

export type Allowance =
  { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/**
 * One round trip that counts first and answers after: INCR, the window's expiry on the first hit
 * (on every hit when sliding), the lock's on the hit that reaches the limit, and the time left.
 * N parallel requests get N distinct counts, so no more than `limit` of them are ever let through
 * to the check they guard.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or ARGV[4] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count == tonumber(ARGV[2]) and tonumber(ARGV[3]) > 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** The count and the time left, counting nothing. */
const PEEK_SCRIPT = `
return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}
`;

/** Gives one hit back (a request that turned out fine), never below zero. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * The scripts as commands of the client: ioredis sends each by its SHA1 (EVALSHA) and the text
 * only when Redis does not know it yet (after a restart), instead of the text on every request.
 */
const commands = {
  rateHit: HIT_SCRIPT,
  ratePeek: PEEK_SCRIPT,
  rateRelease: RELEASE_SCRIPT,
} as const;
type ScriptCommand = (key: string, ...args: Array<string | number>) => Promise<unknown>;
type ScriptingRedis = Redis & Record<keyof typeof commands, ScriptCommand>;

/** A refusal: the seconds until the key ends (its window or lock), at least one. */
function refused(rule: RateRule, ttlMs: number): Allowance {
  const ms = ttlMs > 0 ? ttlMs : (rule.lockMs ?? rule.windowMs);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/**
 * Counters in Redis shared by every BFF process, keyed by rule and subject (a client address, an
 * account). Subjects are hashed, so addresses never appear in Redis keys. Rejects when Redis
 * cannot be reached; the caller decides whether that fails open or closed. The only counter of
 * the BFF: the RateLimit guard, the login lockouts, the SMS budgets and the access gate's lockout
 * all count here.
 */
@Injectable()
export class RateLimiter {
  private readonly redis: ScriptingRedis;

  constructor(
    @Inject(REDIS_PRODUCER) redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {
    for (const [name, lua] of Object.entries(commands))
      if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: 1, lua });
    this.redis = redis as ScriptingRedis;
  }

  private key(rule: RateRule, subject: string): string {
    const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
    return `${this.config.REDIS_PREFIX}:rate:${rule.name}:${digest}`;
  }

  /** Counts one hit and says whether it is within the limit (the hit counts either way). */
  async hit(rule: RateRule, subject: string): Promise<Allowance> {
    const [count, ttlMs] = (await withTimeout(
      this.redis.rateHit(
        this.key(rule, subject),
        rule.windowMs,
        rule.limit,
        rule.lockMs ?? 0,
        rule.sliding ? 1 : 0,
      ),
      REDIS_TIMEOUT_MS,
      'Redis rate hit',
    )) as [number, number];
    if (count <= rule.limit) return { allowed: true, count };
    return refused(rule, ttlMs);
  }

  /**
   * Whether a hit now would be within the limit, counting nothing: for a check that must refuse
   * without counting (the access gate's running lockout). `count` is the hits so far.
   */
  async peek(rule: RateRule, subject: string): Promise<Allowance> {
    const [count, ttlMs] = (await withTimeout(
      this.redis.ratePeek(this.key(rule, subject)),
      REDIS_TIMEOUT_MS,
      'Redis rate peek',
    )) as [number, number];
    if (count < rule.limit) return { allowed: true, count };
    return refused(rule, ttlMs);
  }

  /** Takes back one hit of a request that proved legitimate (a right password). */
  async release(rule: RateRule, subject: string): Promise<void> {
    await withTimeout(
      this.redis.rateRelease(this.key(rule, subject)),
      REDIS_TIMEOUT_MS,
      'Redis rate release',
    );
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await withTimeout(this.redis.del(this.key(rule, subject)), REDIS_TIMEOUT_MS, 'Redis DEL');
  }
}
