import { UnrecoverableError } from 'bullmq';
import type { DeliveryLog } from '../../adapters/delivery-log.js';
import { isPermanentSmtpError, type Mailer } from '../../adapters/mailer.js';
import type { JobHandler } from '../job-handler.js';

/** `mail.deliver`: sends one composed message, at most once per job id once it has succeeded. */
export function deliverMailHandler(deps: {
  mailer: Mailer;
  deliveries: DeliveryLog;
}): JobHandler<'mail', 'deliver'> {
  return async (message, job) => {
    const deliveryKey = `mail.deliver:${job.id}`;
    if (await deps.deliveries.wasDelivered(deliveryKey)) {
      job.logger.info('already delivered on an earlier run; not sending again');
      return;
    }

    let messageId: string;
    try {
      ({ messageId } = await deps.mailer.send(message));
    } catch (error) {
      // A permanent SMTP rejection (5xx) fails the same way on every retry.
      if (isPermanentSmtpError(error)) {
        throw new UnrecoverableError(
          `SMTP server refused the message: ${(error as Error).message}`,
        );
      }
      throw error;
    }

    await deps.deliveries.recordDelivery(deliveryKey, messageId);
    job.logger.info({ messageId }, 'mail delivered');
  };
}
