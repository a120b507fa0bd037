import { describe, expect, it } from '@jest/globals';
import { messages } from '@matchbazaar/contracts';
import { ApiRequestError, type ApiFailureKind } from './errors.js';
import {
  actionErrorMessage,
  apiErrorMessage,
  emailVerificationErrorMessage,
  fieldErrorsOf,
  loginErrorMessage,
  passwordResetRequestErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
  resetTokenErrorMessage,
  verifyContactErrorMessage,
  verifyFailureKind,
} from './error-messages.js';

const http = (status: number, body?: unknown) =>
  new ApiRequestError({ kind: 'http', status, body, message: 'x' });
const failed = (kind: ApiFailureKind) => new ApiRequestError({ kind, message: 'x' });
const apiBody = (
  message: string,
  errors: { path: string; msg: string }[] = [],
  data?: unknown,
) => ({
  success: false,
  message,
  errors,
  ...(data === undefined ? {} : { data }),
});

describe('login (docs/product/messages.md)', () => {
  it.each([
    [
      http(401, apiBody(messages.login.invalidCredentials)),
      messages.login.invalidCredentials,
      false,
    ],
    [http(401), messages.login.invalidCredentials, false],
    [
      http(
        403,
        apiBody(messages.login.emailNotVerified, [], {
          requireVerification: true,
          contactType: 'email',
        }),
      ),
      messages.login.emailNotVerified,
      true,
    ],
    [
      http(403, { success: false, data: { requireVerification: true } }),
      messages.login.emailNotVerified,
      true,
    ],
    [
      http(400, apiBody('Please verify your email to continue')),
      'Please verify your email to continue',
      true,
    ],
    [
      http(429, apiBody(messages.accounts.tooManyAttempts)),
      messages.accounts.tooManyAttempts,
      false,
    ],
    [http(400, apiBody('', [{ path: 'email', msg: 'Bad email' }])), 'Bad email', false],
    [http(500), messages.login.unexpected, false],
    [
      new ApiRequestError({
        kind: 'unsuccessful',
        status: 200,
        body: { success: false },
        message: 'x',
      }),
      messages.login.failed,
      false,
    ],
    [failed('timeout'), messages.passwordReset.timedOut, false],
    [new Error('boom'), messages.login.unexpected, false],
  ])('%#: %s', (error, message, requireVerification) => {
    expect(loginErrorMessage(error)).toMatchObject({ message, requireVerification });
  });

  it('reads the contact type, email by default', () => {
    const phone = http(403, {
      success: false,
      data: { requireVerification: true, contactType: 'phone' },
    });
    expect(loginErrorMessage(phone).contactType).toBe('phone');
    expect(loginErrorMessage(http(403, { data: { requireVerification: true } })).contactType).toBe(
      'email',
    );
  });
});

describe('register', () => {
  it.each([
    [
      http(400, apiBody('Some fields are missing or invalid.')),
      'Some fields are missing or invalid.',
    ],
    [http(400, apiBody('', [{ path: 'email', msg: 'Bad email' }])), 'Bad email'],
    [http(500), messages.register.unexpected],
    [
      new ApiRequestError({ kind: 'unsuccessful', status: 200, body: {}, message: 'x' }),
      messages.register.failed,
    ],
  ])('%#', (error, message) => expect(registerErrorMessage(error)).toBe(message));
});

describe('password reset', () => {
  it.each([
    [failed('timeout'), messages.passwordReset.timedOut],
    [failed('network'), messages.passwordReset.network],
    [http(404), messages.passwordReset.endpointMissing],
    [http(500, apiBody('db down')), messages.passwordReset.sendFailed],
    [http(429, apiBody(messages.api.tooManyRequests)), messages.api.tooManyRequests],
  ])('request %#', (error, message) =>
    expect(passwordResetRequestErrorMessage(error)).toBe(message),
  );

  it.each([
    [http(404), messages.passwordReset.tokenNotFound],
    [http(400), messages.passwordReset.invalidToken],
  ])('token check %#', (error, message) => expect(resetTokenErrorMessage(error)).toBe(message));

  it.each([
    [
      http(
        400,
        apiBody('', [
          { path: 'password', msg: messages.passwordReset.passwordTooShort },
          { path: 'confirmPassword', msg: messages.passwordReset.passwordsDiffer },
        ]),
      ),
      'Password: Password must be at least 8 characters; Confirm password: Passwords do not match',
    ],
    [http(400, apiBody('x')), messages.passwordReset.invalidRequest],
    [http(404, apiBody('x')), messages.passwordReset.tokenNotFound],
    [http(500), messages.passwordReset.failed],
  ])('reset %#', (error, message) => expect(resetPasswordErrorMessage(error)).toBe(message));

  it('gives field errors by path', () => {
    expect(
      fieldErrorsOf(
        http(
          400,
          apiBody('', [{ path: 'currentPassword', msg: messages.accounts.currentPasswordWrong }]),
        ),
      ),
    ).toEqual({ currentPassword: messages.accounts.currentPasswordWrong });
  });
});

describe('contact verification', () => {
  const cv = messages.contactVerification;
  it.each([
    [http(401), 'phone', cv.notAuthorized],
    [http(403), 'phone', cv.unauthorized('phone')],
    [http(404, apiBody(cv.linkNotFound)), 'email', cv.linkNotFound],
    [http(404), 'email', cv.endpointNotFound],
    [http(400), 'email', cv.badRequest],
    [
      http(400, apiBody('', [{ path: 'token', msg: cv.tokenMissing('email') }])),
      'email',
      cv.tokenMissing('email'),
    ],
    [http(502), 'email', cv.serverError('email')],
    [failed('timeout'), 'email', cv.timedOut('email')],
    [failed('badShape'), 'phone', cv.badShape('phone')],
    [failed('network'), 'phone', cv.failed('phone')],
  ] as const)('%#', (error, type, message) =>
    expect(verifyContactErrorMessage(error, type)).toBe(message),
  );

  it.each([
    [failed('timeout'), messages.emailVerification.timedOut],
    [failed('network'), messages.emailVerification.network],
    [http(404), messages.emailVerification.invalidLink],
    [http(403), messages.emailVerification.forbidden],
    [http(500), messages.emailVerification.failed],
  ])('email wrapper %#', (error, message) =>
    expect(emailVerificationErrorMessage(error)).toBe(message),
  );

  it.each([
    [failed('timeout'), 'timeout'],
    [failed('network'), 'network'],
    [http(404), 'expired'],
    [http(400), 'expired'],
    [http(500), 'failed'],
    [new Error('x'), 'failed'],
  ])('verify page kind %#', (error, kind) => expect(verifyFailureKind(error)).toBe(kind));
});

it('other calls: the server text, else the transport text', () => {
  expect(apiErrorMessage(http(409, apiBody('Taken')))).toBe('Taken');
  expect(apiErrorMessage(failed('network'))).toBe(messages.passwordReset.network);
  expect(apiErrorMessage('??')).toBe(messages.api.internal);
});

it("an action no form answers: the field's own text, not the general one", () => {
  const missing = http(
    400,
    apiBody(messages.api.validationFailed, [
      { path: 'imageIds', msg: messages.catalogue.imagesRequired },
    ]),
  );
  expect(actionErrorMessage(missing)).toBe(messages.catalogue.imagesRequired);
  expect(actionErrorMessage(http(409, apiBody('Taken')))).toBe('Taken');
  expect(actionErrorMessage(failed('network'))).toBe(messages.passwordReset.network);
});
