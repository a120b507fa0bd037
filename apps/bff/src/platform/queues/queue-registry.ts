import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { bullPrefix, queueNames, type QueueName } from '@matchbazaar/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { REDIS_CONNECT_TIMEOUT_MS, withTimeout } from '../redis/redis-clients.js';
import { defaultJobOptions } from './default-job-options.js';

/** One BullMQ producer Queue per name in contracts' `queueNames`, all on the shared fail-fast client. */
@Injectable()
export class QueueRegistry implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(QueueRegistry.name);
  private readonly queues: ReadonlyMap<QueueName, Queue>;

  constructor(
    @Inject(BFF_CONFIG) config: BffConfig,
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
  ) {
    const prefix = bullPrefix(config.REDIS_PREFIX);
    this.queues = new Map(
      queueNames.map((name) => {
        const queue = new Queue(name, { connection: redis, prefix, defaultJobOptions });
        // Connection errors are already logged by RedisModule; only other errors are news.
        queue.on('error', (error: Error) => {
          if (redis.status === 'ready') this.logger.error(`Queue "${name}": ${error.message}`);
        });
        return [name, queue] as const;
      }),
    );
  }

  /** Gives Redis a moment at start-up; if it is down the BFF still starts and producers answer 503. */
  async onModuleInit(): Promise<void> {
    try {
      await withTimeout(
        Promise.all(this.all().map((queue) => queue.waitUntilReady())),
        REDIS_CONNECT_TIMEOUT_MS,
        'queue connection',
      );
    } catch (error) {
      this.logger.warn(
        `Queues not ready at start (${(error as Error).message}); enqueueing answers 503 until Redis is back`,
      );
    }
  }

  get(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue "${name}" is not registered`);
    return queue;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** Whether the producer connection can take a command right now. */
  isConnected(): boolean {
    return this.redis.status === 'ready';
  }

  async onApplicationShutdown(): Promise<void> {
    // The connection is shared: closing a queue leaves it open; RedisModule closes it afterwards.
    // Bounded: a queue still waiting for Redis to come back must not hold the shutdown (a spec
    // that stops a BFF whose Redis is down once waited past Jest's 60 s for its close).
    await Promise.all(
      this.all().map((queue) =>
        withTimeout(queue.close(), REDIS_CONNECT_TIMEOUT_MS, `closing queue ${queue.name}`).catch(
          () => undefined,
        ),
      ),
    );
  }
}
