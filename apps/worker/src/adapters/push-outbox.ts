import { notificationTable } from '@matchbazaar/db-schema';
import type { Database } from './database.js';
import type { PushQueue } from './push-queue.js';

const N = notificationTable.name;
const nc = notificationTable.columns;

/**
 * A notification's push is queued after its row commits, so the row says when it was
 * (`push_queued_at`): a writer stopped between the two leaves it null, and the sweep
 * (`push.sweep`) queues those (docs/decisions/0040-web-push.md). The job id is the
 * notification's, so a push queued twice while its job record lives is one job.
 */
export class PushOutbox {
  constructor(
    private readonly db: Database,
    private readonly queue: Pick<PushQueue, 'announce'>,
  ) {}

  /** Queues the notification's push, then marks its row; a failed add leaves it to the sweep. */
  async announce(notificationId: string): Promise<void> {
    await this.queue.announce(notificationId);
    await this.db.query(
      `update "${N}" set "${nc.pushQueuedAt}" = now()
        where "${nc.id}" = $1 and "${nc.pushQueuedAt}" is null`,
      [notificationId],
    );
  }

  /**
   * Up to `limit` notifications, oldest first, stored between a day and `graceSeconds` ago whose
   * push was never queued: the grace leaves a writer time to queue its own, and a day-old one is
   * news no more. The partial index on the null mark makes this a short range scan.
   */
  async unqueued(limit: number, graceSeconds: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `select "${nc.id}"::text as "id" from "${N}"
        where "${nc.pushQueuedAt}" is null
          and "${nc.createdAt}" < now() - make_interval(secs => $2)
          and "${nc.createdAt}" > now() - interval '1 day'
        order by "${nc.createdAt}"
        limit $1`,
      [limit, graceSeconds],
    );
    return rows.map((r) => r.id);
  }
}
