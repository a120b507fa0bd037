import type { LaunchNotice } from '@matchbazaar/contracts';
import { UnrecoverableError } from 'bullmq';
import type { BroadcastStore } from '../../adapters/broadcast-store.js';
import type { JobContext } from '../job-handler.js';
import type { NoticeChannel } from './notice-channel.js';

/**
 * `mail.launch-notice` / `sms.launch-notice`: one subscriber's launch message, exactly once. The
 * delivery record is claimed before sending and settled after; a settled record makes any re-run
 * (stalled job, duplicate after a Redis restart) a no-op. Permanent refusals and the last failed
 * attempt are recorded as failed, so progress adds up and nothing is retried forever.
 */
export function launchNoticeHandler(deps: { store: BroadcastStore; channel: NoticeChannel }) {
  const { store, channel } = deps;
  return async (notice: LaunchNotice, job: JobContext): Promise<void> => {
    const { broadcastId, subscriberId } = notice;
    const claim = await store.claim(broadcastId, subscriberId);
    if (claim.outcome === 'settled') {
      job.logger.info({ status: claim.status }, 'launch notice already settled; nothing to do');
      return;
    }
    if (claim.outcome === 'not-subscribed') {
      await store.settle(broadcastId, subscriberId, 'skipped', 'not subscribed at send time');
      return;
    }
    if (claim.contactType !== channel.contactType) {
      await store.settle(broadcastId, subscriberId, 'failed', `queued for ${channel.contactType}`);
      throw new UnrecoverableError(`subscriber ${subscriberId} is not an ${channel.contactType}`);
    }

    // An earlier attempt was interrupted (killed worker, lost connection): it may have been
    // accepted before the record was settled. Ask the provider when it can tell.
    if (claim.attempts > 1 && channel.acceptedEarlier) {
      const earlier = await channel.acceptedEarlier(notice, claim.address);
      if (earlier !== undefined) {
        await store.settle(broadcastId, subscriberId, 'sent', earlier);
        job.logger.info('accepted by the provider on an interrupted attempt; not sending again');
        return;
      }
    }

    let messageId: string;
    try {
      messageId = await channel.send(notice, claim.address);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (channel.isPermanent(error)) {
        await store.settle(broadcastId, subscriberId, 'failed', reason);
        throw new UnrecoverableError(reason);
      }
      if (job.attemptsMade + 1 >= job.maxAttempts) {
        await store.settle(broadcastId, subscriberId, 'failed', `gave up: ${reason}`);
      }
      throw error;
    }
    await store.settle(broadcastId, subscriberId, 'sent', messageId);
  };
}
