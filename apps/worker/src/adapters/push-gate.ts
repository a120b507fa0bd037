import { liveSocketsKey } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';

/**
 * The push job's Redis state (docs/decisions/0040-web-push.md): whether a tab of the user is open
 * now, the per-user send limit with the pushes it held back, and which devices already got a
 * notification, so a retried job pushes only to the devices that failed.
 */
export interface PushGate {
  /** A socket of the user is live on some BFF right now (contracts' `liveSocketsKey`). */
  hasLiveSocket(userId: string): Promise<boolean>;
  /** Takes one of the user's sends of this minute; false when the limit is reached. */
  takeSend(userId: string, perMinute: number): Promise<boolean>;
  /** Counts a push the limit held back; the next one sent says how many. */
  hold(userId: string): Promise<void>;
  /** Takes (and clears) the held count. */
  takeHeld(userId: string): Promise<number>;
  wasSent(notificationId: string, deviceId: string): Promise<boolean>;
  recordSent(notificationId: string, deviceId: string): Promise<void>;
}

const dayMs = 24 * 60 * 60_000;

export class RedisPushGate implements PushGate {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hasLiveSocket(userId: string): Promise<boolean> {
    return (await this.redis.zcount(liveSocketsKey(this.prefix, userId), Date.now(), '+inf')) > 0;
  }

  async takeSend(userId: string, perMinute: number, now = Date.now()): Promise<boolean> {
    // A fixed window per minute: simple, and a burst straddling two windows sends at most 2x.
    const key = `${this.prefix}:push:rate:${userId}:${Math.floor(now / 60_000)}`;
    const [[, count]] = (await this.redis.multi().incr(key).pexpire(key, 120_000).exec()) as [
      [Error | null, number],
    ];
    return count <= perMinute;
  }

  async hold(userId: string): Promise<void> {
    const key = `${this.prefix}:push:held:${userId}`;
    await this.redis.multi().incr(key).pexpire(key, dayMs).exec();
  }

  async takeHeld(userId: string): Promise<number> {
    return Number((await this.redis.getdel(`${this.prefix}:push:held:${userId}`)) ?? 0);
  }

  async wasSent(notificationId: string, deviceId: string): Promise<boolean> {
    return (await this.redis.exists(this.#sentKey(notificationId, deviceId))) === 1;
  }

  async recordSent(notificationId: string, deviceId: string): Promise<void> {
    await this.redis.set(this.#sentKey(notificationId, deviceId), '1', 'PX', dayMs);
  }

  #sentKey(notificationId: string, deviceId: string): string {
    return `${this.prefix}:push:sent:${notificationId}:${deviceId}`;
  }
}
