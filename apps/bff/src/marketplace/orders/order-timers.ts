import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { bullPrefix, parseJobPayload } from '@matchbazaar/contracts';
import { processTraced } from '@matchbazaar/tracing';
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { Sweeper } from '../../platform/common/sweeper.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import {
  closeRedis,
  REDIS_CONNECT_TIMEOUT_MS,
  withTimeout,
} from '../../platform/redis/redis-clients.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

/**
 * The orders queue's consumer, in every BFF (docs/decisions/0035-orders-and-the-ledger.md): a
 * timer job is the machine's `timeout` for the order in the state and version it was set for.
 * BullMQ hands each job to one consumer; a job that finds its order moved on does nothing.
 */
@Injectable()
export class OrderTimersConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderTimersConsumer.name);
  private worker?: Worker;
  private connection?: Redis;

  constructor(
    private readonly orders: OrdersService,
    private readonly databaseReady: DatabaseReady,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.databaseReady.whenReady().then(() => this.start());
  }

  private start(): void {
    // A worker's blocking reads need a client that waits for Redis (no per-command retry cap).
    this.connection = new Redis(this.config.REDIS_URL, {
      connectionName: 'bff-order-timers',
      maxRetriesPerRequest: null,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    // With tracing on, each timer runs in a span continuing the trace that set it.
    const process = processTraced('orders', (job: Job) => this.process(job));
    this.worker = new Worker('orders', process, {
      connection: this.connection,
      prefix: bullPrefix(this.config.REDIS_PREFIX),
      concurrency: 4,
    });
    this.worker.on('error', (error) => this.logger.warn(`Order timers: ${error.message}`));
  }

  /** One job; public for tests. */
  async process(job: Pick<Job, 'name' | 'data'>): Promise<void> {
    const { orderId, status, version } = parseJobPayload('orders', 'timer', job.data);
    const stepped = await this.orders.timeout(orderId, status, version);
    if (stepped) this.logger.log(`Order ${orderId}: ${status} timed out`);
  }

  /**
   * Bounded, like the producers' close: a worker waiting for a Redis that is down would otherwise
   * hold the shutdown forever. Forced: a job cut short is re-run by another BFF (it is a no-op
   * once the order moved on).
   */
  async onApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      await withTimeout(worker.close(true), REDIS_CONNECT_TIMEOUT_MS, 'closing order timers').catch(
        () => undefined,
      );
    }
    if (this.connection) await closeRedis(this.connection);
  }
}

const EVERY_MS = 5 * 60_000;
const BATCH = 100;

/**
 * Every five minutes in every BFF: orders whose timer ran out but whose job was lost (queued
 * while Redis was down, or removed by hand) get their `timeout` all the same. The step's version
 * check makes two BFFs sweeping at once step each order once.
 */
@Injectable()
export class OrderTimersSweep extends Sweeper {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly orders: OrdersService,
    databaseReady: DatabaseReady,
  ) {
    super(OrderTimersSweep.name, 'Stepping overdue orders', EVERY_MS, databaseReady);
  }

  /** One run; `now` for tests. Answers how many orders it stepped. */
  async sweep(now = new Date()): Promise<number> {
    let stepped = 0;
    for (const order of await this.repository.overdue(now, BATCH)) {
      if (await this.orders.timeout(order.id, order.status, order.version)) stepped++;
    }
    if (stepped > 0) this.logger.log(`Stepped ${stepped} overdue orders`);
    return stepped;
  }
}
