import { describe, expect, it } from '@jest/globals';
import { mailMessageSchema, smsMessageSchema } from '@matchbazaar/contracts';
import { accountLinks } from './account-links.js';
import {
  accountExistsMail,
  dataExportMail,
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
} from './account-mails.js';
import { phoneCodeSms } from './account-sms.js';

const links = accountLinks('https://matchbazaar.com/');
const ada = { firstName: 'Ada', email: 'ada+shop@example.com' };
/** Shaped like the tokens the BFF issues: URL-safe base64 of 32 random bytes. */
const token = 'q3Xv-9_ZkR2bT0pLmN8sYwA1cD4eF5gH6iJ7kL8mN9o';

/** Every href of an HTML part, unescaped. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

describe('accountLinks', () => {
  it('builds the account page links from PUBLIC_URL, with and without a path', () => {
    expect(links.verifyEmail('t/1+2', 'ada+shop@example.com')).toBe(
      'https://matchbazaar.com/auth/verify-email?token=t%2F1%2B2&email=ada%2Bshop%40example.com',
    );
    expect(links.resetPassword('a/b')).toBe('https://matchbazaar.com/auth/reset-password/a%2Fb');
    expect(links.dataExport('a/b')).toBe('https://matchbazaar.com/account/data-export/a%2Fb');
    expect(links.signIn).toBe('https://matchbazaar.com/auth/login');
    const under = accountLinks('https://example.org/shop//');
    expect(under.forgotPassword).toBe('https://example.org/shop/auth/forgot-password');
  });

  it('round-trips the token and email through the verify link', () => {
    const url = new URL(links.verifyEmail(token, ada.email));
    expect(url.searchParams.get('token')).toBe(token);
    expect(url.searchParams.get('email')).toBe(ada.email);
  });
});

const mails = [
  ['verifyEmailMail', verifyEmailMail(links, ada, token), links.verifyEmail(token, ada.email)],
  ['passwordResetMail', passwordResetMail(links, ada, token), links.resetPassword(token)],
  ['accountExistsMail', accountExistsMail(links, ada), links.signIn],
  ['passwordChangedMail', passwordChangedMail(links, ada), links.forgotPassword],
  ['dataExportMail', dataExportMail(links, ada, token), links.dataExport(token)],
] as const;

describe.each(mails)('%s', (_name, mail, action) => {
  it('is a valid mail.deliver payload once addressed', () => {
    expect(mailMessageSchema.parse({ to: ada.email, ...mail })).toMatchObject(mail);
  });

  it('names the product, greets the user, and has a text and an HTML part', () => {
    expect(mail.subject).toContain('MatchBazaar');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Hi Ada,');
  });

  it('has its action as the button and as a plain link in the text part', () => {
    expect(mail.text).toContain(`:\n${action}\n`);
    expect(hrefs(mail.html).filter((h) => h === action)).toHaveLength(2); // button + fallback
  });

  it('is transactional: no unsubscribe link or header', () => {
    expect(mail).not.toHaveProperty('headers');
    expect(mail.text).not.toMatch(/unsubscribe/i);
    expect(mail.html).not.toMatch(/unsubscribe/i);
  });

  it('links only to our own site', () => {
    for (const href of hrefs(mail.html))
      expect(href.startsWith('https://matchbazaar.com/')).toBe(true);
  });
});

describe('what each mail says', () => {
  it('verification: expiry and what to do if it was not you', () => {
    const mail = verifyEmailMail(links, ada, token);
    expect(mail.subject).toBe('Verify your email address for MatchBazaar');
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.text).toMatch(/Did not create an account\?/);
  });

  it('reset: one hour, single use, ignorable', () => {
    const { text } = passwordResetMail(links, ada, token);
    expect(text).toContain('works once and expires in 1 hour');
    expect(text).toMatch(/ignore this email/);
  });

  it('account exists: never contains a token, points to sign in', () => {
    const { text } = accountExistsMail(links, ada);
    expect(text).toContain('already has one');
    expect(text).not.toContain(token);
  });

  it('data export: the download link, 24 hours, and what to do if it was not you', () => {
    const mail = dataExportMail(links, ada, token);
    expect(mail.subject).toBe('Your MatchBazaar data is ready');
    expect(mail.text).toContain('works for 24 hours');
    expect(mail.text).toMatch(/Did not ask for your data\?/);
  });

  it('password changed: how to take the account back', () => {
    expect(passwordChangedMail(links, ada).text).toContain(
      'If it was not you, reset your password',
    );
  });

  it('greets without a name when there is none', () => {
    expect(passwordChangedMail(links, { firstName: '  ' }).text).toContain('\nHi,\n');
  });
});

it('escapes names and tokens it puts into HTML', () => {
  const hostile = { firstName: '<img src=x onerror=alert(1)>', email: 'a"b@example.com' };
  const { html } = verifyEmailMail(links, hostile, `"><script>alert(1)</script>`);
  expect(html).not.toMatch(/<script|<img/);
  expect(html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
  expect(html).not.toMatch(/href="[^"]*"[^>\s]/); // no attribute broken out of its quotes
});

describe('phoneCodeSms', () => {
  const body = phoneCodeSms('https://matchbazaar.com', '042917');

  it('is a valid sms.deliver payload, one segment of plain characters', () => {
    expect(smsMessageSchema.parse({ to: '15551234567', body }).body).toBe(body);
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toMatch(/^[\x20-\x7e\n]+$/);
  });

  it('gives the code and its lifetime, and binds it to our origin (WebOTP)', () => {
    expect(body).toMatch(/^MatchBazaar: your verification code is 042917\./);
    expect(body).toContain('10 minutes');
    expect(body.split('\n').at(-1)).toBe('@matchbazaar.com #042917');
    expect(phoneCodeSms('http://localhost:5173', '1').endsWith('@localhost #1')).toBe(true);
  });
});
