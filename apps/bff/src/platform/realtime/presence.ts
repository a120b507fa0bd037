import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';

/** How often a BFF re-marks the users whose sockets it holds as present. */
export const PRESENCE_BEAT_MS = 60_000;

/**
 * When each user last had an open socket, on any BFF process (one Redis hash): the gateway marks
 * users as they connect and leave and, while they stay, every minute. The notification mailer
 * reads it to write only to people who are away.
 */
@Injectable()
export class Presence {
  private readonly key: string;

  constructor(
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.key = `${config.REDIS_PREFIX}:presence`;
  }

  async mark(userIds: readonly string[], at = Date.now()): Promise<void> {
    if (userIds.length === 0) return;
    await this.redis.hset(this.key, Object.fromEntries(userIds.map((id) => [id, String(at)])));
  }

  /** When each user was last seen connected; a user never seen is missing. */
  async lastSeen(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const values = await this.redis.hmget(this.key, ...userIds);
    return new Map(
      userIds.flatMap((id, i) => (values[i] ? [[id, Number(values[i])] as const] : [])),
    );
  }
}
