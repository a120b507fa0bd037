import type { DeliveryLog } from '../../adapters/delivery-log.js';
import { isPermanentSmtpError, type Mailer } from '../../adapters/mailer.js';
import { deliverOnce } from '../deliver-once.js';
import type { JobHandler } from '../job-handler.js';

/**
 * `mail.deliver`: sends one composed message, at most once per job id once it has succeeded. A
 * worker that dies between the SMTP server taking the message and the delivery log's record
 * makes the retry send it again; it then carries the same Message-ID (the job id is its key).
 */
export function deliverMailHandler(deps: {
  mailer: Mailer;
  deliveries: DeliveryLog;
}): JobHandler<'mail', 'deliver'> {
  return (message, job) =>
    deliverOnce(job, {
      deliveries: deps.deliveries,
      send: async () =>
        (
          await deps.mailer.send({
            ...message,
            idempotencyKey: `${job.queue}.${job.name}:${job.id}`,
          })
        ).messageId,
      // A permanent SMTP rejection (5xx) fails the same way on every retry.
      isPermanent: isPermanentSmtpError,
      provider: 'SMTP server',
    });
}
