import type { BroadcastProgress } from '@matchbazaar/contracts';
import type { Broadcast } from './broadcast.entity.js';

/** The API's progress of a broadcast: its row and its deliveries' counts by status. */
export function toBroadcastProgress(
  broadcast: Broadcast,
  counts: ReadonlyMap<string, number>,
): BroadcastProgress {
  const count = (status: string) => counts.get(status) ?? 0;
  const [sent, failed, skipped] = [count('sent'), count('failed'), count('skipped')];
  const queued = Math.max(0, broadcast.total - sent - failed - skipped);
  return {
    id: broadcast.id,
    kind: broadcast.kind,
    trigger: broadcast.trigger,
    status: broadcast.status,
    total: broadcast.total,
    queued,
    sent,
    failed,
    skipped,
    done: broadcast.status === 'enqueued' && queued === 0,
    createdAt: broadcast.createdAt.toISOString(),
    enqueuedAt: broadcast.enqueuedAt?.toISOString() ?? null,
  };
}
