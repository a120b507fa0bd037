import { Inject, Injectable } from '@nestjs/common';
import { liveSocketsKey } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';

/** How long a socket counts as live without renewal: well past the gateway's renewal beat. */
export const LIVE_SOCKET_TTL_MS = 150_000;

/**
 * Which users have a socket open right now, across BFFs (contracts' `liveSocketsKey`). Presence
 * cannot say it: it keeps when a user was last seen, and a tab closed ten seconds ago looks as
 * present as an open one, so its user would get no push for the lead that arrives next. One
 * entry per socket: two tabs and one closes, the other still counts.
 */
@Injectable()
export class LiveSockets {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.prefix = config.REDIS_PREFIX;
  }

  /** Marks these sockets live (as they connect, and again on every beat while they stay). */
  async renew(sockets: readonly { socketId: string; userId: string }[], now = Date.now()) {
    if (sockets.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { socketId, userId } of sockets) {
      const key = liveSocketsKey(this.prefix, userId);
      pipeline.zadd(key, now + LIVE_SOCKET_TTL_MS, socketId);
      pipeline.zremrangebyscore(key, '-inf', now);
      pipeline.pexpire(key, LIVE_SOCKET_TTL_MS);
    }
    await pipeline.exec();
  }

  async closed(socketId: string, userId: string): Promise<void> {
    await this.redis.zrem(liveSocketsKey(this.prefix, userId), socketId);
  }
}
