import {
  fieldErrorsOf,
  isApiRequestError,
  loginErrorMessage,
  passwordResetRequestErrorMessage,
  registerErrorMessage,
  resetPasswordErrorMessage,
  resetTokenErrorMessage,
  apiErrorMessage,
  type LoginFailure,
} from '@matchbazaar/api-client';
import type { AuthData, LoginRequest, RegisterRequest } from '@matchbazaar/contracts';
import { api } from '../../lib/session/api';
import type { FieldErrors } from '../../components/forms/form-errors';

/**
 * The auth pages' calls on the app's one api client, as outcomes the pages can show: the server's
 * answer or the catalogue text for the failure (docs/product/messages.md), never a thrown error.
 */

export type Outcome =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors: FieldErrors };

export type SignInOutcome = { ok: true; data: AuthData } | ({ ok: false } & LoginFailure);

export async function signIn(body: LoginRequest, as: 'user' | 'admin'): Promise<SignInOutcome> {
  try {
    const data = await (as === 'admin' ? api.auth.adminLogin(body) : api.auth.login(body));
    return { ok: true, data };
  } catch (error) {
    return { ok: false, ...loginErrorMessage(error) };
  }
}

export async function createAccount(body: RegisterRequest): Promise<Outcome> {
  try {
    const { message } = await api.auth.register(body);
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: registerErrorMessage(error), fieldErrors: fieldErrorsOf(error) };
  }
}

export async function requestPasswordReset(email: string): Promise<Outcome> {
  try {
    return { ok: true, ...(await api.auth.requestPasswordReset({ email })) };
  } catch (error) {
    return {
      ok: false,
      message: passwordResetRequestErrorMessage(error),
      fieldErrors: fieldErrorsOf(error),
    };
  }
}

export async function resendVerification(email: string): Promise<Outcome> {
  try {
    return { ok: true, ...(await api.auth.resendVerification({ type: 'email', email })) };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error), fieldErrors: fieldErrorsOf(error) };
  }
}

export async function checkResetToken(
  token: string,
  signal: AbortSignal,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const check = await api.auth.verifyResetToken(token, { signal });
    return check.valid ? { ok: true } : { ok: false, message: check.message };
  } catch (error) {
    return { ok: false, message: resetTokenErrorMessage(error) };
  }
}

export type ResetOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: FieldErrors; tokenGone: boolean };

export async function resetPassword(
  token: string,
  body: { password: string; confirmPassword: string },
): Promise<ResetOutcome> {
  try {
    return { ok: true, ...(await api.auth.resetPassword(token, body)) };
  } catch (error) {
    return {
      ok: false,
      message: resetPasswordErrorMessage(error),
      fieldErrors: fieldErrorsOf(error),
      // Used or expired since the page checked it: the form cannot help any more.
      tokenGone: isApiRequestError(error) && error.status === 404,
    };
  }
}
