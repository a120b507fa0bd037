import { accountCodeSmsSchema, accountLinkMailSchema } from '@matchbazaar/contracts';
import {
  accountCodeMessage,
  accountLinkMessage,
  accountLinks,
  secretSealer,
} from '@matchbazaar/messaging';
import type { Job } from 'bullmq';
import type { BffConfig } from '../platform/config/bff-config.js';

export interface WrittenMessage {
  to?: string;
  text?: string;
  body?: string;
  subject?: string;
}

/**
 * A queued job as the message the worker would send. Messages with a secret are queued sealed:
 * opened here with the worker's own templates, so tests can read the link or code in them.
 */
export function messageWriter(
  config: Pick<BffConfig, 'PUBLIC_URL' | 'SUBSCRIPTION_LINK_SECRET'>,
): (job: Job) => WrittenMessage {
  const sealer = secretSealer(config.SUBSCRIPTION_LINK_SECRET);
  const links = accountLinks(config.PUBLIC_URL);
  return (job) => {
    if (job.name === 'account-link')
      return accountLinkMessage(links, sealer, accountLinkMailSchema.parse(job.data));
    if (job.name === 'account-code')
      return accountCodeMessage(config.PUBLIC_URL, sealer, accountCodeSmsSchema.parse(job.data));
    return job.data as WrittenMessage;
  };
}
