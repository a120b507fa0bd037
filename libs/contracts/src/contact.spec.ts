import { describe, expect, it } from '@jest/globals';
import { contactRequestSchema } from './contact.js';
import { contactFormErrors } from './contact-form.js';
import { messages } from './messages.js';
import { createTicketRequestSchema } from './support-tickets.js';

const t = messages.contact;
const good = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Escrow',
  message: 'A question about escrow.',
};

/** The message of each failing field. */
function fieldErrors(body: unknown): Record<string, string> {
  const result = contactRequestSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the contact form rules (docs/product/contact.md)', () => {
  it('says the section 5 texts', () => {
    expect(contactFormErrors({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(contactFormErrors({ ...good, email: 'a b@c.de', message: '123456789' })).toEqual({
      email: 'Email address is invalid',
      message: 'Message must be at least 10 characters',
    });
    expect(contactFormErrors({ ...good, message: '1234567890' })).toEqual({});
  });
});

describe('contactRequestSchema (POST /api/v1/contact)', () => {
  it('takes a good message, trimmed, keeping line breaks and unicode', () => {
    const parsed = contactRequestSchema.parse({
      ...good,
      name: '  Zoë 李\n',
      message: ' Line one\r\nline two 🙂\u0007 ',
    });
    expect(parsed.name).toBe('Zoë 李');
    expect(parsed.message).toBe('Line one\nline two 🙂');
  });

  it('turns control characters of one-line fields into spaces (no header injection)', () => {
    expect(contactRequestSchema.parse({ ...good, subject: 'Hi\r\nBcc: x@y.z' }).subject).toBe(
      'Hi Bcc: x@y.z',
    );
  });

  it.each([
    ['a number for a name', { ...good, name: 42 }, { name: t.nameRequired }],
    ['null for an email', { ...good, email: null }, { email: t.emailRequired }],
    ['a list for a subject', { ...good, subject: ['x'] }, { subject: t.subjectRequired }],
    ['no message', { ...good, message: undefined }, { message: t.messageRequired }],
    ['an address no mail server takes', { ...good, email: 'a@b.c' }, { email: t.emailInvalid }],
    ['a 101-character name', { ...good, name: 'n'.repeat(101) }, { name: t.nameTooLong }],
    [
      'a 201-character subject',
      { ...good, subject: 's'.repeat(201) },
      { subject: t.subjectTooLong },
    ],
    ['a 10 kB message', { ...good, message: 'm'.repeat(10_000) }, { message: t.messageTooLong }],
  ])('refuses %s', (_what, body, errors) => {
    expect(fieldErrors(body)).toEqual(errors);
  });

  it('refuses a body that is not an object', () => {
    expect(contactRequestSchema.safeParse('hello').success).toBe(false);
    expect(contactRequestSchema.safeParse(null).success).toBe(false);
  });
});

describe('createTicketRequestSchema', () => {
  const ticket = {
    subject: 'Payment stuck',
    category: 'billing',
    message: 'My payment is pending.',
  };

  it('takes a good ticket and refuses bad ones with their texts', () => {
    expect(createTicketRequestSchema.parse(ticket)).toEqual(ticket);
    const m = messages.supportTickets;
    const errors = (body: unknown) =>
      createTicketRequestSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(errors({ ...ticket, subject: '  ' })).toEqual([m.subjectRequired]);
    expect(errors({ ...ticket, category: 'weather' })).toEqual([m.categoryRequired]);
    expect(errors({ ...ticket, message: 'short' })).toEqual([m.messageTooShort]);
    expect(errors({ ...ticket, message: 5 })).toEqual([m.messageRequired]);
  });
});
