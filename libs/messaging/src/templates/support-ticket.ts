import { messages, type TicketCategory } from '@matchbazaar/contracts';
import { brand } from '../brand.js';
import { renderMail } from '../mail-layout.js';
import type { AccountMail } from './account-mails.js';
import { replyLink, type SupportMail } from './contact-message.js';

/** What the ticket mails tell about one ticket and its author. */
export interface TicketMailFacts {
  id: number;
  subject: string;
  category: TicketCategory;
  message: string;
  author: { firstName: string; lastName: string; email: string };
}

const categoryOf = (ticket: TicketMailFacts) => messages.supportTickets.categories[ticket.category];

/** Path of the page that shows one ticket's status (the web app's /support/tickets/status). */
export const ticketStatusPath = (id: number) => `/support/tickets/status?id=${id}`;

/** To the signed-in user who opened the ticket: we have it, and where to follow it. */
export function ticketAcknowledgementMail(publicUrl: string, ticket: TicketMailFacts): AccountMail {
  const base = new URL(publicUrl).href.replace(/\/+$/, '');
  const firstName = ticket.author.firstName.trim();
  const subject = `We received your support ticket #${ticket.id}`;
  return {
    subject,
    ...renderMail({
      subject,
      preheader: `Ticket #${ticket.id}: ${ticket.subject}`,
      heading: 'We received your ticket',
      paragraphs: [
        firstName ? `Hi ${firstName},` : 'Hi,',
        'Thanks for getting in touch. Our support team has your ticket and will reply to this address, usually within one business day.',
        `Ticket #${ticket.id} · ${categoryOf(ticket)} · ${ticket.subject}`,
        'You wrote:',
      ],
      quote: ticket.message,
      action: { label: 'See the ticket’s status', url: `${base}${ticketStatusPath(ticket.id)}` },
      reason: `You received this email because you opened a support ticket with your ${brand.name} account.`,
    }),
  };
}

/** To the support inbox: a new ticket, answerable by replying (Reply-To is the author). */
export function ticketNoticeMail(ticket: TicketMailFacts): SupportMail {
  const author = `${ticket.author.firstName} ${ticket.author.lastName}`.trim();
  const subject = `[Ticket #${ticket.id}] ${ticket.subject}`;
  return {
    subject,
    ...renderMail({
      subject,
      preheader: `${author} opened a ticket: ${categoryOf(ticket)}.`,
      heading: `New support ticket #${ticket.id}`,
      paragraphs: [
        `From: ${author} <${ticket.author.email}> (signed-in account)`,
        `Category: ${categoryOf(ticket)}`,
        `Subject: ${ticket.subject}`,
      ],
      quote: ticket.message,
      action: {
        label: `Reply to ${author || ticket.author.email}`,
        url: replyLink(ticket.author.email, subject),
      },
      note: 'Replying to this email also reaches the author: its Reply-To is their address.',
      reason: `You received this email because this address is the ${brand.name} support inbox (SUPPORT_EMAIL).`,
    }),
    headers: { 'Reply-To': ticket.author.email },
  };
}
