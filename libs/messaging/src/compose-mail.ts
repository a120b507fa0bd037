import type { MailMessage } from '@matchbazaar/contracts';
import { listUnsubscribeHeaders } from './list-unsubscribe.js';
import { renderMail, type MailContent } from './mail-layout.js';
import type { SubscriberLinks } from './subscriber-links.js';

/** A mail ready for the `mail.deliver` job once the caller adds `to`. */
export type ComposedMail = Required<Omit<MailMessage, 'to'>>;

/** Lays out `content` and adds the unsubscribe link and headers every mail to a subscriber carries. */
export function composeSubscriberMail(
  links: SubscriberLinks,
  content: Omit<MailContent, 'unsubscribeUrl'>,
): ComposedMail {
  return {
    subject: content.subject,
    ...renderMail({ ...content, unsubscribeUrl: links.unsubscribe }),
    headers: listUnsubscribeHeaders(links.oneClickUnsubscribe),
  };
}
