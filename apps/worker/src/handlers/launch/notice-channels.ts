import {
  launchNoticeMail,
  launchNoticeSms,
  subscriberLinks,
  type SubscriberLinkSigner,
} from '@matchbazaar/messaging';
import type { Mailer } from '../../adapters/mailer.js';
import { isPermanentSmtpError } from '../../adapters/mailer.js';
import { SmsRejectedError, type SmsProvider } from '../../adapters/sms/sms-provider.js';
import type { NoticeChannel } from './notice-channel.js';

export interface NoticeLinks {
  publicUrl: string;
  signer: SubscriberLinkSigner;
}

/** Launch mail: the template from libs/messaging, with a Message-ID derived from the notice. */
export function mailNoticeChannel(mailer: Mailer, links: NoticeLinks): NoticeChannel {
  const domain = new URL(links.publicUrl).hostname || 'matchbazaar.local';
  return {
    contactType: 'email',
    async send(notice, address) {
      const mail = launchNoticeMail(
        subscriberLinks(links.publicUrl, links.signer, notice.subscriberId),
      );
      // The same id on a resend lets mailbox providers that de-duplicate by Message-ID drop a copy.
      const messageId = `<launch-${notice.broadcastId}-${notice.subscriberId}@${domain}>`;
      const sent = await mailer.send({ ...mail, to: address, messageId });
      return sent.messageId;
    },
    isPermanent: isPermanentSmtpError,
  };
}

/** Launch text: the template from libs/messaging through the configured SMS provider. */
export function smsNoticeChannel(sms: SmsProvider, links: NoticeLinks): NoticeChannel {
  return {
    contactType: 'phone',
    async send(notice, address) {
      const body = launchNoticeSms(
        subscriberLinks(links.publicUrl, links.signer, notice.subscriberId),
      );
      return (await sms.send({ to: address, body })).id;
    },
    isPermanent: (error) => error instanceof SmsRejectedError,
  };
}
