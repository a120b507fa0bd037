import { accountCodeMessage, type SecretSealer } from '@matchbazaar/messaging';
import type { DeliveryLog } from '../../adapters/delivery-log.js';
import type { SmsProvider } from '../../adapters/sms/sms-provider.js';
import type { JobHandler } from '../job-handler.js';
import { openSealed } from '../open-sealed.js';
import { deliverSmsHandler } from './deliver-sms.handler.js';

/** `sms.account-code`: opens the sealed phone code, writes the text, sends it once. */
export function accountCodeHandler(deps: {
  sms: SmsProvider;
  deliveries: DeliveryLog;
  publicUrl: string;
  sealer: SecretSealer;
}): JobHandler<'sms', 'account-code'> {
  const deliver = deliverSmsHandler(deps);
  return async (job, context) => {
    const message = openSealed(() => accountCodeMessage(deps.publicUrl, deps.sealer, job));
    await deliver(message, context);
  };
}
