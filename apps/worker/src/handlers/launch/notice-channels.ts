import type { LaunchNotice } from '@matchbazaar/contracts';
import {
  launchNoticeMail,
  launchNoticeSms,
  subscriberLinks,
  type SubscriberLinkSigner,
} from '@matchbazaar/messaging';
import type { DeliveryProbe } from '../../adapters/delivery-probe.js';
import { isPermanentSmtpError, type Mailer } from '../../adapters/mailer.js';
import { SmsRejectedError, type SmsProvider } from '../../adapters/sms/sms-provider.js';
import type { NoticeChannel } from './notice-channel.js';

export interface NoticeLinks {
  publicUrl: string;
  signer: SubscriberLinkSigner;
}

/** Launch mail: the template from libs/messaging, with a Message-ID derived from the notice. */
export function mailNoticeChannel(
  mailer: Mailer,
  links: NoticeLinks,
  probe?: DeliveryProbe,
): NoticeChannel {
  const domain = new URL(links.publicUrl).hostname || 'matchbazaar.local';
  const messageIdOf = (notice: LaunchNotice) =>
    `<launch-${notice.broadcastId}-${notice.subscriberId}@${domain}>`;
  return {
    contactType: 'email',
    ...(probe && {
      async acceptedEarlier(notice, address) {
        const messageId = messageIdOf(notice);
        return (await probe.wasAccepted(messageId, address)) ? messageId : undefined;
      },
    }),
    async send(notice, address) {
      const mail = launchNoticeMail(
        subscriberLinks(links.publicUrl, links.signer, notice.subscriberId),
      );
      // The same id on a resend lets mailbox providers that de-duplicate by Message-ID drop a copy.
      const sent = await mailer.send({ ...mail, to: address, messageId: messageIdOf(notice) });
      return sent.messageId;
    },
    isPermanent: isPermanentSmtpError,
  };
}

/** Launch text: the template from libs/messaging through the configured SMS provider. */
export function smsNoticeChannel(sms: SmsProvider, links: NoticeLinks): NoticeChannel {
  // The text carries the subscriber's own unsubscribe link, so it identifies the notice.
  const bodyOf = (notice: LaunchNotice) =>
    launchNoticeSms(subscriberLinks(links.publicUrl, links.signer, notice.subscriberId));
  return {
    contactType: 'phone',
    ...(sms.findSent && {
      acceptedEarlier: (notice, address) => sms.findSent!({ to: address, body: bodyOf(notice) }),
    }),
    async send(notice, address) {
      return (await sms.send({ to: address, body: bodyOf(notice) })).id;
    },
    isPermanent: (error) => error instanceof SmsRejectedError,
  };
}
