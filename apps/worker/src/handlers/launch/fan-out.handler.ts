import type { ContactType, LaunchNotice } from '@matchbazaar/contracts';
import type { BroadcastStore } from '../../adapters/broadcast-store.js';
import type { NoticeQueues } from '../../adapters/notice-queues.js';
import type { JobHandler } from '../job-handler.js';

/**
 * `launch.fan-out`: pages through confirmed subscribers in id order and enqueues one notice each,
 * `chunkSize` at a time. The first sweep saves its cursor after every chunk, so a fan-out that
 * dies resumes where it stopped; a later sweep (another trigger, after a Redis restart) starts
 * over and enqueues only subscribers without a settled delivery. Job ids make repeats no-ops.
 */
export function fanOutHandler(deps: {
  store: BroadcastStore;
  queues: NoticeQueues;
  chunkSize: number;
}): JobHandler<'launch', 'fan-out'> {
  return async ({ broadcastId }, job) => {
    const broadcast = await deps.store.broadcast(broadcastId);
    if (!broadcast) {
      job.logger.warn({ broadcastId }, 'no such broadcast; nothing to send');
      return;
    }
    const firstSweep = broadcast.status === 'enqueuing';
    let cursor = firstSweep ? broadcast.lastSubscriberId : 0;
    let enqueued = 0;
    for (;;) {
      const page = await deps.store.recipientsAfter(broadcastId, cursor, deps.chunkSize);
      if (page.length === 0) break;
      const byChannel: Record<ContactType, LaunchNotice[]> = { email: [], phone: [] };
      for (const { id, contactType } of page) {
        byChannel[contactType].push({ broadcastId, subscriberId: id });
      }
      await Promise.all([
        deps.queues.add('email', byChannel.email),
        deps.queues.add('phone', byChannel.phone),
      ]);
      cursor = page[page.length - 1]!.id;
      enqueued += page.length;
      await deps.store.advance(
        broadcastId,
        page.map((r) => r.id),
      );
    }
    await deps.store.markEnqueued(broadcastId);
    job.logger.info({ broadcastId, enqueued, firstSweep }, 'launch notices enqueued');
  };
}
