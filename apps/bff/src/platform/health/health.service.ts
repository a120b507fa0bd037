import { Inject, Injectable } from '@nestjs/common';
import { queueNames, type Health } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';
import { QueueRegistry } from '../queues/queue-registry.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { withTimeout } from '../redis/redis-clients.js';
import { HealthRepository } from './health.repository.js';

/** Each check gives up after this long, so the health answer never hangs on a dead dependency. */
const CHECK_TIMEOUT_MS = 1_500;

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly database: HealthRepository,
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
    private readonly queues: QueueRegistry,
  ) {}

  async check(): Promise<Health> {
    const [database, redis, queueEntries] = await Promise.all([
      this.databaseState(),
      this.redisPing(),
      Promise.all(queueNames.map(async (name) => [name, await this.queueCounts(name)] as const)),
    ]);
    const queues = Object.fromEntries(queueEntries);
    const allUp =
      database === 'up' && redis === 'up' && Object.values(queues).every((q) => q.state === 'up');
    return {
      status: allUp ? 'ok' : 'degraded',
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      checks: { database, redis, queues },
    };
  }

  private async databaseState(): Promise<'up' | 'down'> {
    try {
      await withTimeout(this.database.ping(), CHECK_TIMEOUT_MS, 'database check');
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async redisPing(): Promise<'up' | 'down'> {
    // With the offline queue off, PING fails at once while disconnected; the timeout covers a stall.
    try {
      const answer = await withTimeout(this.redis.ping(), CHECK_TIMEOUT_MS, 'redis PING');
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  private async queueCounts(
    name: (typeof queueNames)[number],
  ): Promise<Health['checks']['queues'][string]> {
    if (!this.queues.isConnected()) return { state: 'down' };
    try {
      const counts = await withTimeout(
        this.queues.get(name).getJobCounts('waiting', 'active', 'failed'),
        CHECK_TIMEOUT_MS,
        `queue ${name} counts`,
      );
      return {
        state: 'up',
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        failed: counts.failed ?? 0,
      };
    } catch {
      return { state: 'down' };
    }
  }
}
