import { UnrecoverableError } from 'bullmq';
import type { DeliveryLog } from '../../adapters/delivery-log.js';
import { SmsRejectedError, type SmsProvider } from '../../adapters/sms/sms-provider.js';
import type { JobHandler } from '../job-handler.js';

/** `sms.deliver`: sends one composed text, at most once per job id once it has succeeded. */
export function deliverSmsHandler(deps: {
  sms: SmsProvider;
  deliveries: DeliveryLog;
}): JobHandler<'sms', 'deliver'> {
  return async (message, job) => {
    const deliveryKey = `sms.deliver:${job.id}`;
    if (await deps.deliveries.wasDelivered(deliveryKey)) {
      job.logger.info('already delivered on an earlier run; not sending again');
      return;
    }
    let id: string;
    try {
      ({ id } = await deps.sms.send(message));
    } catch (error) {
      if (error instanceof SmsRejectedError) throw new UnrecoverableError(error.message);
      throw error;
    }
    await deps.deliveries.recordDelivery(deliveryKey, id);
    job.logger.info({ provider: deps.sms.name, smsId: id }, 'sms delivered');
  };
}
