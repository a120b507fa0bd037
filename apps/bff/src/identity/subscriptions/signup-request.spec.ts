import { describe, expect, it } from '@jest/globals';
import { messages, normalizeEmail } from '@matchbazaar/contracts';
import { signupSchema } from './signup-request.js';

describe('emails as subscriptions store them (contracts normalizeEmail)', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada.Lovelace@Example.COM ', 'Ada.Lovelace@example.com'],
    ['"odd@local"@Example.org', '"odd@local"@example.org'],
  ])('%p -> %p', (given, stored) => {
    expect(normalizeEmail(given)).toBe(stored);
  });
});

describe('signupSchema', () => {
  it('normalises an email and keeps the source', () => {
    expect(
      signupSchema.parse({
        contactType: 'email',
        email: ' Ada@EXAMPLE.com',
        source: 'launch_page',
      }),
    ).toEqual({ contactType: 'email', address: 'Ada@example.com', source: 'launch_page' });
  });

  it('keeps a phone number as digits', () => {
    expect(
      signupSchema.parse({ contactType: 'phone', phone: '15551234567', source: 'launch_page' }),
    ).toEqual({ contactType: 'phone', address: '15551234567', source: 'launch_page' });
  });

  it('drops fields it does not know', () => {
    expect(
      signupSchema.parse({
        contactType: 'phone',
        phone: '5551234567',
        email: 'x@y.z',
        source: 'launch_page',
        admin: true,
      }),
    ).toEqual({ contactType: 'phone', address: '5551234567', source: 'launch_page' });
  });

  it.each(['a@b.c', 'a@exa"mple.com', 'a@-x.com', 'ünï@example.com'])(
    'refuses %p, which passes the form shape but cannot be mailed, with the email message',
    (email) => {
      const result = signupSchema.safeParse({ contactType: 'email', email, source: 'launch_page' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['email'], message: messages.subscription.invalidEmail }),
      ]);
    },
  );
});
