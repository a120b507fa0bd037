import type { DeliveryLog } from '../../adapters/delivery-log.js';
import { SmsRejectedError, type SmsProvider } from '../../adapters/sms/sms-provider.js';
import { deliverOnce } from '../deliver-once.js';
import type { JobHandler } from '../job-handler.js';

/** `sms.deliver`: sends one composed text, at most once per job id once it has succeeded. */
export function deliverSmsHandler(deps: {
  sms: SmsProvider;
  deliveries: DeliveryLog;
}): JobHandler<'sms', 'deliver'> {
  return (message, job) =>
    deliverOnce(job, {
      deliveries: deps.deliveries,
      send: async () => (await deps.sms.send(message)).id,
      isPermanent: (error) => error instanceof SmsRejectedError,
      provider: `SMS provider (${deps.sms.name})`,
    });
}
