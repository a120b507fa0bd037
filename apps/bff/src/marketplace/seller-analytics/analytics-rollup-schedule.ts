import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { jobIds, parseJobPayload } from '@matchbazaar/contracts';
import { PeriodicTask } from '../../platform/common/periodic-task.js';
import { REDIS_CONNECT_TIMEOUT_MS, withTimeout } from '../../platform/redis/redis-clients.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';

/** The rollup's period; the schedule is written again this often, in case Redis lost it. */
export const rollupEveryMs = 60 * 60_000;
const ENSURE_EVERY_MS = 15 * 60_000;

/**
 * The hourly `analytics.rollup-day` (docs/product/seller-analytics.md): a BullMQ job scheduler,
 * one per deployment (its id is fixed, so every BFF writing it leaves one), queueing a rollup of
 * yesterday and today every hour. Each BFF writes it at start and every 15 minutes (a Redis that
 * was down or flushed gets it back); a failure is logged and tried again.
 */
@Injectable()
export class AnalyticsRollupSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AnalyticsRollupSchedule.name);
  private readonly task = new PeriodicTask(
    'Scheduling the analytics rollup',
    ENSURE_EVERY_MS,
    () => this.ensure(),
    this.logger,
  );

  constructor(private readonly queues: QueueRegistry) {}

  onApplicationBootstrap(): void {
    void this.ensure().catch((error: unknown) =>
      this.logger.warn(`Analytics rollup not scheduled yet: ${(error as Error).message}`),
    );
    this.task.start();
  }

  onApplicationShutdown(): void {
    this.task.stop();
  }

  /** Writes the schedule (the same one again is a no-op). */
  async ensure(): Promise<void> {
    if (!this.queues.isConnected()) return;
    await withTimeout(
      this.queues
        .get('analytics')
        .upsertJobScheduler(
          jobIds.analyticsRollupScheduler,
          { every: rollupEveryMs },
          { name: 'rollup-day', data: parseJobPayload('analytics', 'rollup-day', {}) },
        ),
      REDIS_CONNECT_TIMEOUT_MS,
      'scheduling the analytics rollup',
    );
  }
}
