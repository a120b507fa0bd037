import { describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { buildMimeMessage, type MimeMessageInput } from './mime-message.js';

const base: MimeMessageInput = {
  from: 'MatchBazaar <no-reply@matchbazaar.example>',
  to: 'ada@example.com',
  subject: 'MatchBazaar is live!',
  text: "We're live!\n\nUnsubscribe: https://matchbazaar.example/u?token=1.u.abc",
  html: '<p>We&#39;re live!</p>\n<a href="https://matchbazaar.example/u?token=1.u.abc">Unsubscribe</a>',
  headers: {
    'List-Unsubscribe': '<https://matchbazaar.example/api/subscribers/unsubscribe?token=1.u.abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  messageId: '<launch-1-7@matchbazaar.example>',
  date: new Date('2026-09-22T00:00:05Z'),
};

/** What a mail client makes of the bytes: the test is that they read back as what was sent. */
const parse = (mail: MimeMessageInput) => simpleParser(buildMimeMessage(mail));

describe('buildMimeMessage', () => {
  it('writes a text and HTML alternative that reads back with every field and header', async () => {
    const parsed = await parse(base);
    expect(parsed.from?.value).toEqual([
      { address: 'no-reply@matchbazaar.example', name: 'MatchBazaar' },
    ]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'ada@example.com' }] });
    expect(parsed.subject).toBe('MatchBazaar is live!');
    expect(parsed.messageId).toBe('<launch-1-7@matchbazaar.example>');
    expect(parsed.date?.toISOString()).toBe('2026-09-22T00:00:05.000Z');
    expect(parsed.text).toBe(base.text);
    expect(parsed.html).toBe(base.html);
    const headerValue = (key: string) =>
      parsed.headerLines
        .find((h) => h.key === key)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' ');
    expect(headerValue('list-unsubscribe')).toBe(base.headers!['List-Unsubscribe']);
    expect(headerValue('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('sends ASCII bodies as they are (7bit) with CRLF line ends, and folds long headers', () => {
    const raw = buildMimeMessage(base).toString('utf8');
    expect(raw).toContain('Content-Transfer-Encoding: 7bit');
    expect(raw).not.toMatch(/[^\r]\n/);
    for (const line of raw.split('\r\n').slice(0, 12)) expect(line.length).toBeLessThanOrEqual(998);
    expect(raw).toMatch(/^List-Unsubscribe:\r\n <https:/m);
    expect(raw.endsWith('--\r\n')).toBe(true);
  });

  it('encodes non-ASCII subjects, sender names and bodies, and they read back the same', async () => {
    const mail = {
      ...base,
      from: 'Marché Bazaar <no-reply@matchbazaar.example>',
      subject: 'Café deals — ₹500 off',
      text: 'Namaste 🙏\nPrices from ₹500, über fair.',
      html: '<p>Prices from ₹500 — über fair.</p>',
    };
    const raw = buildMimeMessage(mail).toString('utf8');
    expect(raw).toMatch(/^[\t\r\n\x20-\x7e]*$/);
    expect(raw).toContain('Content-Transfer-Encoding: quoted-printable');
    const parsed = await parse(mail);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.from?.value[0]).toEqual({
      address: 'no-reply@matchbazaar.example',
      name: 'Marché Bazaar',
    });
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
  });

  it('writes a text-only message without a multipart wrapper', async () => {
    const { html: _html, ...textOnly } = base;
    const raw = buildMimeMessage(textOnly).toString('utf8');
    expect(raw).not.toContain('multipart');
    const parsed = await parse(textOnly);
    expect(parsed.text).toBe(base.text);
    expect(parsed.html).toBe(false);
  });

  it('wraps a line too long for SMTP as quoted-printable, losing nothing', async () => {
    const mail = { ...base, text: `${'word '.repeat(400)}end` };
    const raw = buildMimeMessage(mail).toString('utf8');
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    expect((await parse(mail)).text).toBe(mail.text);
  });

  it('keeps Reply-To as a header the reader can answer', async () => {
    const parsed = await parse({ ...base, headers: { 'Reply-To': 'sender@example.com' } });
    expect(parsed.replyTo?.value[0]?.address).toBe('sender@example.com');
  });

  it('refuses a header value with a line break (header injection) or a bad header name', () => {
    expect(() =>
      buildMimeMessage({ ...base, headers: { 'X-Note': 'a\r\nBcc: victim@example.com' } }),
    ).toThrow(/line break/);
    expect(() => buildMimeMessage({ ...base, headers: { 'Bad Name': 'x' } })).toThrow();
    expect(() => buildMimeMessage({ ...base, subject: 'Hi\nBcc: victim@example.com' })).toThrow();
    expect(() =>
      buildMimeMessage({ ...base, to: 'a@example.com\r\nBcc: v@example.com' }),
    ).toThrow();
  });
});
