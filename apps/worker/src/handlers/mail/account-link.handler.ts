import { accountLinkMessage, type AccountLinks, type SecretSealer } from '@matchbazaar/messaging';
import type { DeliveryLog } from '../../adapters/delivery-log.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { JobHandler } from '../job-handler.js';
import { openSealed } from '../open-sealed.js';
import { deliverMailHandler } from './deliver-mail.handler.js';

/** `mail.account-link`: opens the sealed token, writes the verification or reset mail, sends it once. */
export function accountLinkHandler(deps: {
  mailer: Mailer;
  deliveries: DeliveryLog;
  accountLinks: AccountLinks;
  sealer: SecretSealer;
}): JobHandler<'mail', 'account-link'> {
  const deliver = deliverMailHandler(deps);
  return async (job, context) => {
    const message = openSealed(() => accountLinkMessage(deps.accountLinks, deps.sealer, job));
    await deliver(message, context);
  };
}
