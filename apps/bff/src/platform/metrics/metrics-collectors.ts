import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Pool, PoolClient } from 'pg';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { QueueRegistry } from '../queues/queue-registry.js';
import { REDIS_PRODUCER } from '../redis/redis.module.js';
import { BffMetrics, queueStates, type ScrapeSources } from './bff-metrics.js';
import { cachedReading } from './cached-reading.js';
import { MetricsRepository } from './metrics.repository.js';

/** The books (three statements) are read at most this often, however often Prometheus scrapes. */
const BOOKS_EVERY_MS = 15_000;
/** The queues' counts once per scrape: the gauges of one scrape share them. */
const QUEUES_EVERY_MS = 1_000;

const heldSince = Symbol('metrics: connection acquired at');
type TimedClient = PoolClient & { [heldSince]?: number };

/**
 * Connects BffMetrics to what it reads at scrape time (queues, the pool, the books) and
 * to the two event sources it counts cheaply as they happen: the pool's acquire and release (how
 * long a connection is held) and the Redis producer's commands. Nothing here runs per request.
 * With METRICS=off it connects nothing.
 */
@Injectable()
export class MetricsCollectors implements OnModuleInit {
  #pool: Pool | undefined;

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly metrics: BffMetrics,
    private readonly queues: QueueRegistry,
    private readonly repository: MetricsRepository,
    @Inject(REDIS_PRODUCER) private readonly redis: Redis,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.METRICS === 'off') return;
    if (!this.config.OPERATOR_TOKEN)
      new Logger(MetricsCollectors.name).warn(
        'METRICS is on but OPERATOR_TOKEN is not set: GET /metrics refuses every scrape',
      );
    this.countRedisCommands();
    this.#pool = await this.repository.pool();
    this.timeConnections(this.#pool);
    this.metrics.readFrom(this.sources());
  }

  private sources(): ScrapeSources {
    return {
      queues: cachedReading(QUEUES_EVERY_MS, () => this.readQueues()),
      pool: () => {
        const pool = this.#pool;
        if (!pool) return undefined;
        return {
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
          max: pool.options.max ?? 0,
        };
      },
      books: cachedReading(BOOKS_EVERY_MS, async () => {
        const [ledger, orders, databaseBytes] = await Promise.all([
          this.repository.ledgerSums(),
          this.repository.ordersByStatus(),
          this.repository.databaseBytes(),
        ]);
        return { ledger, orders, databaseBytes };
      }),
    };
  }

  private async readQueues() {
    if (!this.queues.isConnected()) throw new Error('Redis is not connected');
    const now = Date.now();
    return Promise.all(
      this.queues.all().map(async (queue) => {
        const [counts, [oldest]] = await Promise.all([
          queue.getJobCounts(...queueStates),
          queue.getJobs(['wait'], 0, 0, true),
        ]);
        // A delayed job waits from when its delay ran out, not from when it was queued.
        const since = oldest ? oldest.timestamp + (oldest.delay ?? 0) : now;
        return {
          queue: queue.name,
          counts: Object.fromEntries(queueStates.map((s) => [s, counts[s] ?? 0])) as Record<
            (typeof queueStates)[number],
            number
          >,
          oldestWaitingSeconds: Math.max(0, (now - since) / 1_000),
        };
      }),
    );
  }

  /** Acquire to release: a statement's or a transaction's time on its connection. */
  private timeConnections(pool: Pool): void {
    const hold = this.metrics.connectionHold;
    pool.on('acquire', (client: TimedClient) => {
      client[heldSince] = performance.now();
    });
    pool.on('release', (_error: Error | undefined, client: TimedClient) => {
      const since = client[heldSince];
      if (since !== undefined) hold.observe((performance.now() - since) / 1_000);
      client[heldSince] = undefined;
    });
  }

  /** A count by command name, added as each command is sent (a few per request at most). */
  private countRedisCommands(): void {
    const counter = this.metrics.redisCommands;
    const client = this.redis;
    const send = client.sendCommand.bind(client);
    client.sendCommand = (command, stream) => {
      counter.inc({ command: command.name });
      return send(command, stream);
    };
  }
}
