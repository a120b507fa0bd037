import { describe, expect, it } from '@jest/globals';
import { mailMessageSchema, smsMessageSchema } from '@matchbazaar/contracts';
import { subscriberLinks, type SubscriberLinks } from '../subscriber-links.js';
import { subscriberLinkSigner } from '../subscriber-token.js';
import { confirmationMail, confirmationSms } from './confirmation.js';
import { launchNoticeMail, launchNoticeSms } from './launch-notice.js';

const signer = subscriberLinkSigner('a-test-secret-of-at-least-32-characters!');
/** A production-like address and a large subscriber id: the SMS lengths below hold for these. */
const links = subscriberLinks('https://matchbazaar.com', signer, 1_234_567);

const mails = [
  ['confirmationMail', confirmationMail],
  ['launchNoticeMail', launchNoticeMail],
] as const;

/** Every href of an HTML part, unescaped. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

describe.each(mails)('%s', (_name, template) => {
  const mail = template(links);

  it('is a valid mail.deliver payload once addressed', () => {
    expect(mailMessageSchema.parse({ to: 'ada@example.com', ...mail })).toMatchObject(mail);
  });

  it('names the product and has a text and an HTML part', () => {
    expect(mail.subject).toContain('MatchBazaar');
    expect(mail.text).toContain('MatchBazaar');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('MatchBazaar');
  });

  it('carries RFC 8058 one-click unsubscribe headers', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('shows a visible unsubscribe link in both parts', () => {
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribe}`);
    expect(hrefs(mail.html)).toContain(links.unsubscribe);
    expect(mail.html).toMatch(/>Unsubscribe<\/a>/);
  });

  it('links only to our own site', () => {
    for (const href of hrefs(mail.html))
      expect(href.startsWith('https://matchbazaar.com')).toBe(true);
  });
});

describe('confirmationMail', () => {
  const mail = confirmationMail(links);

  it('asks for the double opt-in with the confirm link as the button and as plain text', () => {
    expect(mail.subject).toBe('Confirm your MatchBazaar launch alerts');
    expect(mail.text).toContain(`Confirm my subscription:\n${links.confirm}`);
    expect(hrefs(mail.html).filter((h) => h === links.confirm)).toHaveLength(2); // button + fallback
    expect(mail.text).toMatch(/ignore this email/);
  });
});

describe('launchNoticeMail', () => {
  it('says we are live and links to the site', () => {
    const mail = launchNoticeMail(links);
    expect(mail.subject).toBe('MatchBazaar is live!');
    expect(mail.text).toContain(`Visit MatchBazaar:\n${links.home}`);
    expect(hrefs(mail.html)).toContain(links.home);
    expect(mail.text).not.toContain(links.confirm);
  });
});

describe('escaping', () => {
  it('escapes everything it puts into HTML', () => {
    const hostile: SubscriberLinks = {
      home: 'https://x.example/?a=1&b="><script>alert(1)</script>',
      confirm: "https://x.example/c?token='onmouseover=alert(1)",
      unsubscribe: 'https://x.example/u?token=<b>',
      oneClickUnsubscribe: 'https://x.example/api/u',
    };
    for (const template of [confirmationMail, launchNoticeMail]) {
      const { html } = template(hostile);
      expect(html).not.toMatch(/<script|<b>|'onmouseover/);
      expect(html).toContain('href="https://x.example/u?token=&lt;b&gt;"');
      expect(html).not.toMatch(/href="[^"]*"[^>\s]/); // no attribute broken out of its quotes
    }
    expect(confirmationMail(hostile).html).toContain(
      'href="https://x.example/c?token=&#39;onmouseover=alert(1)"',
    );
    expect(launchNoticeMail(hostile).html).toContain(
      'href="https://x.example/?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });
});

describe.each([
  ['confirmationSms', confirmationSms, 320],
  ['launchNoticeSms', launchNoticeSms, 160],
] as const)('%s', (_name, template, maxLength) => {
  const body = template(links);

  it('is a valid sms.deliver payload that names the product', () => {
    expect(smsMessageSchema.parse({ to: '15551234567', body }).body).toBe(body);
    expect(body).toMatch(/^MatchBazaar/);
  });

  it(`stays within ${maxLength / 160} segment(s) of plain GSM characters`, () => {
    expect(body.length).toBeLessThanOrEqual(maxLength);
    expect(body).toMatch(/^[\x20-\x7e]+$/);
  });

  it('carries the unsubscribe link', () => {
    expect(body).toContain(`Opt out: ${links.unsubscribe}`);
  });
});

it('confirmationSms carries the confirm link; launchNoticeSms the site', () => {
  expect(confirmationSms(links)).toContain(links.confirm);
  expect(launchNoticeSms(links)).toContain(`Start trading: ${links.home} `);
});
