import { describe, expect, it } from '@jest/globals';
import { profileUpdateRequestSchema, registerRequestSchema } from './auth.js';
import { accountsMessages } from './messages/accounts.js';

describe('names (registration and profile)', () => {
  const profile = (firstName: string) =>
    profileUpdateRequestSchema.safeParse({ firstName, lastName: 'Lovelace', phone: null });

  it('turn control characters into spaces: PostgreSQL text cannot hold NUL (it answered 500)', () => {
    expect(profile('Ada\u0000\r\nByron').data?.firstName).toBe('Ada Byron');
    const registration = registerRequestSchema.safeParse({
      firstName: 'Ada\u0000',
      lastName: '\tLovelace',
      email: 'ada@example.com',
      password: 'Tangerine-Lighthouse-42',
      confirmPassword: 'Tangerine-Lighthouse-42',
      intent: 'buy',
      acceptTerms: true,
    });
    expect(registration.data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('refuse a name of control characters only, and a long one', () => {
    expect(profile('\u0000\u0001').error?.issues[0]?.message).toBe(
      accountsMessages.firstNameRequired,
    );
    expect(profile('a'.repeat(101)).error?.issues[0]?.message).toBe(accountsMessages.nameTooLong);
    expect(profile('a'.repeat(1_000_000)).error?.issues).toHaveLength(1);
  });
});
