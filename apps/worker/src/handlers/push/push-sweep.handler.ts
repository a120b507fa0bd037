import type { PushOutbox } from '../../adapters/push-outbox.js';
import type { JobHandler } from '../job-handler.js';

export interface PushSweepDeps {
  outbox: Pick<PushOutbox, 'unqueued' | 'announce'>;
  /** Notifications read and queued per statement. */
  batchSize?: number;
  /** How long a writer has to queue its own push before the sweep does (seconds). */
  graceSeconds?: number;
}

/** A bound on one run; what is left waits for the next minute's. */
const maxBatches = 20;

/**
 * `push.sweep` (docs/decisions/0040-web-push.md): queues the push of each recent notification
 * whose writer stopped between storing it and queueing its push. It goes through the same
 * `push.notification` job, so category, read, quiet hours and open tab still decide at send time.
 */
export function pushSweepHandler(deps: PushSweepDeps): JobHandler<'push', 'sweep'> {
  const batchSize = deps.batchSize ?? 500;
  const graceSeconds = deps.graceSeconds ?? 30;
  return async (_payload, job) => {
    let swept = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const ids = await deps.outbox.unqueued(batchSize, graceSeconds);
      // One at a time: each is marked once its job is queued, so a failure loses nothing.
      for (const id of ids) await deps.outbox.announce(id);
      swept += ids.length;
      if (ids.length < batchSize) break;
    }
    if (swept > 0) job.logger.info({ swept }, 'pushes left unqueued by their writer now queued');
  };
}
