import { describe, expect, it } from '@jest/globals';
import { mailMessageSchema } from '@matchbazaar/contracts';
import { contactMessageMail, replyLink } from './contact-message.js';
import { ticketAcknowledgementMail, ticketNoticeMail } from './support-ticket.js';

const hostile = '<script>alert("x")</script> & \'quotes\'';

describe('contactMessageMail', () => {
  const mail = contactMessageMail({
    id: 7,
    name: 'Zoë <b>Bold</b>',
    email: 'zoe@example.com',
    subject: 'Escrow & fees',
    message: `First line\nsecond line\n\n${hostile}`,
    receivedAt: new Date('2026-11-21T17:00:00Z'),
  });

  it('is a valid mail.deliver payload for the support inbox, answerable to the sender', () => {
    expect(mailMessageSchema.parse({ to: 'support@example.com', ...mail })).toMatchObject(mail);
    expect(mail.subject).toBe('[Contact #7] Escrow & fees');
    expect(mail.headers).toEqual({ 'Reply-To': 'zoe@example.com' });
  });

  it('keeps the message as written in the text part, quoted line by line', () => {
    expect(mail.text).toContain('From: Zoë <b>Bold</b> <zoe@example.com>');
    expect(mail.text).toContain('> First line\n> second line\n> \n> <script>');
    expect(mail.text).toContain('Received: 2026-11-21T17:00:00.000Z');
  });

  it('escapes everything the sender wrote in the HTML part and keeps line breaks', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    );
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.html).toContain('First line\nsecond line');
  });

  it('has a reply button and no unsubscribe link', () => {
    expect(mail.html).toContain(
      'href="mailto:zoe@example.com?subject=Re%3A%20Escrow%20%26%20fees"',
    );
    expect(mail.text).not.toContain('Unsubscribe');
  });
});

describe('replyLink', () => {
  it('encodes the address and the subject', () => {
    expect(replyLink('a+b@example.com', 'Hi there?')).toBe(
      'mailto:a%2Bb@example.com?subject=Re%3A%20Hi%20there%3F',
    );
  });
});

describe('ticket mails', () => {
  const ticket = {
    id: 42,
    subject: 'Payment stuck',
    category: 'billing' as const,
    message: `My payment is pending.\n${hostile}`,
    author: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  };

  it('acknowledges to the author with a link to the ticket status page', () => {
    const mail = ticketAcknowledgementMail('https://matchbazaar.test/', ticket);
    expect(mailMessageSchema.parse({ to: 'ada@example.com', ...mail })).toMatchObject(mail);
    expect(mail.subject).toBe('We received your support ticket #42');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('Ticket #42 · Payments & billing · Payment stuck');
    expect(mail.text).toContain('https://matchbazaar.test/support/tickets/status?id=42');
    expect(mail.html).not.toContain('<script>');
  });

  it('tells the support inbox, answerable to the author', () => {
    const mail = ticketNoticeMail(ticket);
    expect(mailMessageSchema.parse({ to: 'support@example.com', ...mail })).toMatchObject(mail);
    expect(mail.subject).toBe('[Ticket #42] Payment stuck');
    expect(mail.headers).toEqual({ 'Reply-To': 'ada@example.com' });
    expect(mail.text).toContain('From: Ada Lovelace <ada@example.com> (signed-in account)');
    expect(mail.text).toContain('Category: Payments & billing');
    expect(mail.html).not.toContain('<script>');
  });
});
