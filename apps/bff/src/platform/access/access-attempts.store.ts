import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { withTimeout } from '../redis/redis-clients.js';

const ATTEMPTS_TTL_SECONDS = 24 * 60 * 60;
const REDIS_TIMEOUT_MS = 2_000;

/** Before a code is compared: refused while locked, else counted (the count's own lock set). */
export type AttemptTicket =
  { locked: true; retryAfterMs: number } | { locked: false; count: number };

/**
 * One round trip, before the code is compared: refuse while the client's lock runs; else count
 * the attempt and, at `max`, start the lock. Parallel guesses each get their own count, so no
 * more than `max` of them are ever compared.
 */
const ATTEMPT_SCRIPT = `
local lockLeft = redis.call('PTTL', KEYS[2])
if lockLeft > 0 then return {-1, lockLeft} end
local count = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
if count >= tonumber(ARGV[1]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[2]) end
return {count, 0}
`;

/**
 * Per-client attempt count and lockout, kept in Redis so clearing browser storage or cookies
 * resets nothing, and every BFF process sees the same count. The count is not reset by the
 * lockout, so each further wrong code relocks; a right code clears both.
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

  /** Counts an attempt first; `max` attempts start a lock of `lockMs`. */
  async attempt(client: string, max: number, lockMs: number): Promise<AttemptTicket> {
    const [count, lockLeft] = (await withTimeout(
      this.redis.eval(
        ATTEMPT_SCRIPT,
        2,
        this.key('attempts', client),
        this.key('lock', client),
        max,
        lockMs,
        ATTEMPTS_TTL_SECONDS,
      ),
      REDIS_TIMEOUT_MS,
      'Redis access attempt',
    )) as [number, number];
    return count < 0 ? { locked: true, retryAfterMs: lockLeft } : { locked: false, count };
  }

  async clear(client: string): Promise<void> {
    await withTimeout(
      this.redis.del(this.key('attempts', client), this.key('lock', client)),
      REDIS_TIMEOUT_MS,
      'Redis DEL',
    );
  }
}
