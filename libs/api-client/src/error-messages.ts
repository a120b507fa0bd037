import {
  apiClientMessages,
  type ContactType,
  contactVerificationMessages,
  emailVerificationMessages,
  loginMessages,
  passwordResetMessages,
  registerMessages,
} from '@matchbazaar/contracts';
import { isApiRequestError, isRecord, type ApiRequestError } from './errors.js';

/**
 * docs/product/messages.md: a failed call's text for each screen, from the catalogue. Each function
 * takes whatever a call threw (an ApiRequestError, or anything else) and never throws itself.
 */

const asApiError = (error: unknown): ApiRequestError | null =>
  isApiRequestError(error) ? error : null;

/** The server's message, else its first field error. */
const serverText = (e: ApiRequestError | null): string | undefined =>
  e?.serverMessage ?? e?.errors[0]?.msg;

/** Timeout and network texts shared by every screen that has no text of its own for them. */
function transportText(e: ApiRequestError | null): string | undefined {
  if (e?.kind === 'timeout') return apiClientMessages.timedOut;
  if (e?.kind === 'network') return apiClientMessages.network;
  return undefined;
}

export interface LoginFailure {
  message: string;
  /** The password was right but the contact is not verified yet: offer to resend the link. */
  requireVerification: boolean;
  contactType: ContactType;
}

const notVerifiedPattern = /email not verified|verify your email/i;

export function loginErrorMessage(error: unknown): LoginFailure {
  const e = asApiError(error);
  const data = e && isRecord(e.body) && isRecord(e.body.data) ? e.body.data : undefined;
  const flagged = data?.requireVerification === true;
  const contactType: ContactType = data?.contactType === 'phone' ? 'phone' : 'email';
  if (
    e &&
    ((flagged && (e.status === 401 || e.status === 403)) ||
      notVerifiedPattern.test(e.serverMessage ?? ''))
  ) {
    return {
      message: e.serverMessage ?? loginMessages.emailNotVerified,
      requireVerification: true,
      contactType,
    };
  }
  const failure = (message: string): LoginFailure => ({
    message,
    requireVerification: false,
    contactType: 'email',
  });
  if (e?.status === 401) return failure(loginMessages.invalidCredentials);
  if (e?.kind === 'unsuccessful') return failure(e.serverMessage ?? loginMessages.failed);
  return failure(serverText(e) ?? transportText(e) ?? loginMessages.unexpected);
}

export function registerErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e?.kind === 'unsuccessful') return serverText(e) ?? registerMessages.failed;
  return serverText(e) ?? transportText(e) ?? registerMessages.unexpected;
}

export function passwordResetRequestErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e?.status === 404) return passwordResetMessages.endpointMissing;
  // A 400 (address) or 429 (asked too often) carries its own text.
  if (e?.status !== undefined && e.status < 500 && serverText(e)) return serverText(e)!;
  return transportText(e) ?? passwordResetMessages.sendFailed;
}

export function resetTokenErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e?.status === 404) return passwordResetMessages.tokenNotFound;
  return transportText(e) ?? passwordResetMessages.invalidToken;
}

/** `confirmPassword` -> `Confirm password`. */
function fieldLabel(path: string): string {
  const words = path.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function resetPasswordErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e && e.errors.length > 0)
    return e.errors.map((f) => (f.path ? `${fieldLabel(f.path)}: ${f.msg}` : f.msg)).join('; ');
  if (e?.status === 400) return passwordResetMessages.invalidRequest;
  if (e?.status === 404) return passwordResetMessages.tokenNotFound;
  return transportText(e) ?? passwordResetMessages.failed;
}

/** The field errors of a 400 by path (first message per field), for forms that show them inline. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const e = asApiError(error);
  const out: Record<string, string> = {};
  for (const f of e?.errors ?? []) if (f.path && !(f.path in out)) out[f.path] = f.msg;
  return out;
}

export function verifyContactErrorMessage(error: unknown, type: ContactType): string {
  const e = asApiError(error);
  const cv = contactVerificationMessages;
  if (e?.kind === 'timeout') return cv.timedOut(type);
  if (e?.kind === 'badShape') return cv.badShape(type);
  const status = e?.status;
  if (status === 401) return cv.notAuthorized;
  if (status === 403) return cv.unauthorized(type);
  // Our BFF's 404 has a JSON body; a bare 404 means the route itself is missing.
  if (status === 404) return e?.serverMessage ? cv.linkNotFound : cv.endpointNotFound;
  // The field messages of docs/product/accounts.md ('Missing verification token for email', ...)
  // come as a 400.
  if (status === 400) return e?.errors[0]?.msg ?? cv.badRequest;
  if (status === 429 && e?.serverMessage) return e.serverMessage;
  if (status !== undefined && status >= 500) return cv.serverError(type);
  return cv.failed(type);
}

/**
 * The email-verification wrapper's texts (docs/product/messages.md), for callers other than the
 * verify page.
 */
export function emailVerificationErrorMessage(error: unknown): string {
  const e = asApiError(error);
  const ev = emailVerificationMessages;
  if (e?.kind === 'timeout') return ev.timedOut;
  if (e?.kind === 'network') return ev.network;
  if (e?.status === 401 || e?.status === 403) return ev.forbidden;
  if (e?.status === 404 || e?.status === 400 || e?.status === 410) return ev.invalidLink;
  return ev.failed;
}

/**
 * How the verify page treats a failure (docs/product/accounts.md): a timeout retries by itself
 * after 1 s; a network or server failure may be retried; an expired or invalid link may not.
 */
export type VerifyFailureKind = 'timeout' | 'network' | 'expired' | 'failed';

export function verifyFailureKind(error: unknown): VerifyFailureKind {
  const e = asApiError(error);
  if (e?.kind === 'timeout') return 'timeout';
  if (e?.kind === 'network') return 'network';
  if (e?.status === 400 || e?.status === 404 || e?.status === 410) return 'expired';
  return 'failed';
}

/** Any other call: the server's text, else a plain one for the kind of failure. */
export function apiErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return apiClientMessages.internal;
  return serverText(e) ?? transportText(e) ?? e.message;
}

/**
 * A failed action that no form answers (a row's Submit): the field's own text ('Add at least one
 * photo before publishing.') says more than the general 'Some fields are missing or invalid.'.
 */
export function actionErrorMessage(error: unknown): string {
  return asApiError(error)?.errors[0]?.msg ?? apiErrorMessage(error);
}
