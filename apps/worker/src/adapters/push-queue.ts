import {
  bullPrefix,
  jobIds,
  serverEvents,
  type ServerToClientEvents,
} from '@matchbazaar/contracts';
import { withJobTrace } from '@matchbazaar/tracing';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from './logger.js';
import type { RealtimePublisher } from './realtime-publisher.js';

/** The worker's producer of `push.notification` jobs (one per notification: the job id says so). */
export class PushQueue {
  readonly #queue: Queue;

  constructor(connection: Redis, redisPrefix: string) {
    this.#queue = new Queue('push', {
      connection,
      prefix: bullPrefix(redisPrefix),
      // As the BFF's producers (decision 0006): retries with backoff, 2 s doubling.
      defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } },
    });
  }

  async announce(notificationId: string): Promise<void> {
    await this.#queue.add(
      'notification',
      { notificationId },
      // With tracing on, the push continues the trace of the job that made the notification.
      withJobTrace({ jobId: jobIds.pushNotification({ notificationId }) }),
    );
  }

  /**
   * Sends what the per-user limit held back once its window is over: a delayed run of the held
   * notification, one per user and window however many were held.
   */
  async flushHeldAt(notificationId: string, userId: string, at: number): Promise<void> {
    await this.#queue.add(
      'notification',
      { notificationId, heldFlush: true },
      {
        jobId: jobIds.pushHeldFlush(userId, Math.floor(at / 60_000)),
        delay: Math.max(0, at - Date.now()),
      },
    );
  }

  /**
   * Writes the minute's `push.sweep` schedule: one per deployment (its id is fixed, so every
   * worker writing it leaves one); the same one again is a no-op.
   */
  async scheduleSweep(everyMs: number): Promise<void> {
    await this.#queue.upsertJobScheduler(
      jobIds.pushSweepScheduler,
      { every: everyMs },
      { name: 'sweep', data: {} },
    );
  }

  close(): Promise<void> {
    return this.#queue.close();
  }
}

/**
 * The worker's publisher, with Web Push: every notification the worker announces live (a lead, a
 * match, an instant saved-search alert) is announced to the push queue too, so its stores need
 * no second hook. A queue that is down never fails the job that notified; the push waits for
 * the sweep, as it does when the worker is stopped before this runs (`PushOutbox`).
 */
export function pushingPublisher(
  publisher: RealtimePublisher,
  queue: { announce(notificationId: string): Promise<void> },
  logger: Logger,
): RealtimePublisher {
  return {
    toUser<E extends keyof ServerToClientEvents>(
      userId: string | number,
      event: E,
      ...payload: Parameters<ServerToClientEvents[E]>
    ): void {
      publisher.toUser(userId, event, ...payload);
      if (event !== serverEvents.notification) return;
      const [notification] = payload as unknown as [{ id: string }];
      queue.announce(notification.id).catch((error: unknown) => {
        logger.warn({ err: error, notificationId: notification.id }, 'push not queued');
      });
    },
    close: () => publisher.close(),
  };
}
