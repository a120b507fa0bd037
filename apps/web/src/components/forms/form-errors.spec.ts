import { describe, expect, it } from '@jest/globals';
import {
  accountsMessages,
  loginRequestSchema,
  passwordResetMessages,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@matchbazaar/contracts';
import {
  checkForm,
  checkSubmit,
  confirmationError,
  firstErrorField,
  withoutError,
} from './form-errors';

describe('checkForm with the contracts schemas', () => {
  it('returns the parsed data when the values pass', () => {
    expect(checkForm(loginRequestSchema, { email: ' A@Example.COM ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'A@example.com', password: 'x' },
    });
  });

  it('gives one catalogue message per field (docs/product/messages.md)', () => {
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

describe('withoutError', () => {
  it("drops the edited field's error and keeps the others", () => {
    expect(withoutError({ email: 'x', password: 'y' }, 'email')).toEqual({ password: 'y' });
  });

  it('returns the same object when the field had no error, so nothing re-renders', () => {
    const errors = { password: 'y' };
    expect(withoutError(errors, 'email')).toBe(errors);
  });
});

describe('checkSubmit', () => {
  // A password too short: zod reports it and skips the refinement that compares the two.
  const values = { password: 'short', confirmPassword: 'other' };

  it("adds the form's own errors to the schema's, so every problem shows on the first submit", () => {
    const checked = checkSubmit(resetPasswordRequestSchema, values, confirmationError);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.password).toBeDefined();
    expect(checked.errors.confirmPassword).toBe(passwordResetMessages.passwordsDiffer);
  });

  it('returns the parsed data when the schema passes', () => {
    const checked = checkSubmit(loginRequestSchema, { email: 'a@example.com', password: 'x' });
    expect(checked).toEqual({ ok: true, data: { email: 'a@example.com', password: 'x' } });
  });
});
