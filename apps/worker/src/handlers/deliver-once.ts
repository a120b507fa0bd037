import { UnrecoverableError } from 'bullmq';
import type { DeliveryLog } from '../adapters/delivery-log.js';
import type { JobContext } from './job-handler.js';

/**
 * The shape every "send one composed message" job shares: skip when the delivery log says this
 * job id already went out, send, turn a refusal no retry can fix into UnrecoverableError, record.
 */
export async function deliverOnce(
  job: JobContext,
  deps: {
    deliveries: DeliveryLog;
    /** Resolves with the provider's message id. */
    send: () => Promise<string>;
    isPermanent: (error: unknown) => boolean;
    /** Names the provider in the failure reason, e.g. "SMTP server". */
    provider: string;
  },
): Promise<void> {
  const deliveryKey = `${job.queue}.${job.name}:${job.id}`;
  if (await deps.deliveries.wasDelivered(deliveryKey)) {
    job.logger.info('already delivered on an earlier run; not sending again');
    return;
  }
  let messageId: string;
  try {
    messageId = await deps.send();
  } catch (error) {
    if (deps.isPermanent(error)) {
      throw new UnrecoverableError(
        `${deps.provider} refused the message: ${(error as Error).message}`,
      );
    }
    throw error;
  }
  await deps.deliveries.recordDelivery(deliveryKey, messageId);
  job.logger.info({ messageId }, `${job.queue} delivered`);
}
