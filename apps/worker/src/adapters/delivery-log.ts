import type { Redis } from 'ioredis';

/**
 * Remembers which sends already happened, so a job that BullMQ re-runs (stalled worker, retry
 * after a late failure) does not send the same message twice.
 */
export interface DeliveryLog {
  wasDelivered(key: string): Promise<boolean>;
  recordDelivery(key: string, detail: string): Promise<void>;
}

const thirtyDaysSeconds = 30 * 24 * 60 * 60;

export class RedisDeliveryLog implements DeliveryLog {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly ttlSeconds = thirtyDaysSeconds,
  ) {}

  async wasDelivered(key: string): Promise<boolean> {
    return (await this.redis.exists(this.#key(key))) === 1;
  }

  async recordDelivery(key: string, detail: string): Promise<void> {
    await this.redis.set(this.#key(key), detail, 'EX', this.ttlSeconds);
  }

  #key(key: string): string {
    return `${this.redisPrefix}:delivered:${key}`;
  }
}

/** For unit tests and tools: keeps records in memory. */
export class InMemoryDeliveryLog implements DeliveryLog {
  readonly records = new Map<string, string>();

  wasDelivered(key: string): Promise<boolean> {
    return Promise.resolve(this.records.has(key));
  }

  recordDelivery(key: string, detail: string): Promise<void> {
    this.records.set(key, detail);
    return Promise.resolve();
  }
}
