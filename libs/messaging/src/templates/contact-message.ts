import type { ContactRequest } from '@matchbazaar/contracts';
import { brand } from '../brand.js';
import type { ComposedMail } from '../compose-mail.js';
import { renderMail } from '../mail-layout.js';

/** A mail for the support inbox ready for `mail.deliver` once addressed. */
export type SupportMail = Pick<ComposedMail, 'subject' | 'text' | 'html' | 'headers'>;

/** A `mailto:` answering `email` about `subject`: the support inbox's one action. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?${new URLSearchParams({
    subject: `Re: ${subject}`,
  })
    .toString()
    .replace(/\+/g, '%20')}`;
}

/**
 * A message from the public contact form, for the support inbox (SUPPORT_EMAIL). Its Reply-To is
 * the sender, so answering it in any mail client reaches them. The sender gets no copy: the form
 * is open to anyone, and a copy would let it send our mail to any address typed into it.
 */
export function contactMessageMail(
  message: ContactRequest & { id: number; receivedAt: Date },
): SupportMail {
  return {
    subject: `[Contact #${message.id}] ${message.subject}`,
    ...renderMail({
      subject: `[Contact #${message.id}] ${message.subject}`,
      preheader: `${message.name} wrote through the contact form.`,
      heading: 'New message from the contact form',
      paragraphs: [
        `From: ${message.name} <${message.email}>`,
        `Subject: ${message.subject}`,
        `Received: ${message.receivedAt.toISOString()}`,
      ],
      quote: message.message,
      action: { label: `Reply to ${message.name}`, url: replyLink(message.email, message.subject) },
      note: 'Replying to this email also reaches the sender: its Reply-To is their address.',
      reason: `You received this email because this address is the ${brand.name} support inbox (SUPPORT_EMAIL).`,
    }),
    headers: { 'Reply-To': message.email },
  };
}
