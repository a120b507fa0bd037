import { describe, expect, it } from '@jest/globals';
import {
  accountsMessages,
  loginRequestSchema,
  passwordResetMessages,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@matchbazaar/contracts';
import { checkForm, confirmationError, firstErrorField } from './form-errors';

describe('checkForm with the contracts schemas', () => {
  it('returns the parsed data when the values pass', () => {
    expect(checkForm(loginRequestSchema, { email: ' A@Example.COM ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'A@example.com', password: 'x' },
    });
  });

  it('gives one catalogue message per field (SPEC.md 5)', () => {
    const checked = checkForm(resetPasswordRequestSchema, {
      password: 'short',
      confirmPassword: 'other',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        password: passwordResetMessages.passwordTooShort,
        confirmPassword: passwordResetMessages.passwordsDiffer,
      },
    });
    expect(checkForm(resetPasswordRequestSchema, { password: '', confirmPassword: '' })).toEqual({
      ok: false,
      errors: { password: passwordResetMessages.passwordRequired },
    });
    expect(
      checkForm(resetPasswordRequestSchema, { password: 'long enough', confirmPassword: 'other' }),
    ).toEqual({ ok: false, errors: { confirmPassword: passwordResetMessages.passwordsDiffer } });
  });

  it('reports every missing field of the registration form', () => {
    const checked = checkForm(registerRequestSchema, {
      firstName: ' ',
      lastName: '',
      email: 'nope',
      phone: '12',
      password: '',
      confirmPassword: '',
      intent: '',
      acceptTerms: false,
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      firstName: accountsMessages.firstNameRequired,
      lastName: accountsMessages.lastNameRequired,
      email: accountsMessages.emailInvalid,
      phone: accountsMessages.phoneInvalid,
      password: passwordResetMessages.passwordRequired,
      intent: accountsMessages.intentRequired,
      acceptTerms: accountsMessages.termsRequired,
    });
  });

  it('accepts the registration form without a phone', () => {
    const checked = checkForm(registerRequestSchema, {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '',
      password: 'a fine password',
      confirmPassword: 'a fine password',
      intent: 'sell',
      acceptTerms: true,
    });
    expect(checked.ok).toBe(true);
  });
});

describe('firstErrorField', () => {
  it("follows the form's order", () => {
    expect(firstErrorField({ password: 'x', email: 'y' }, ['email', 'password'])).toBe('email');
    expect(firstErrorField({}, ['email'])).toBeUndefined();
  });
});

describe('confirmationError', () => {
  it('flags a confirmation that differs from a given password', () => {
    expect(confirmationError({ password: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: passwordResetMessages.passwordsDiffer,
    });
    expect(confirmationError({ password: 'abc', confirmPassword: 'abc' })).toEqual({});
    // No password yet: the password's own error says what to do.
    expect(confirmationError({ password: '', confirmPassword: 'x' })).toEqual({});
  });
});
