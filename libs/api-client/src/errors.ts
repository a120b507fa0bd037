import { apiErrorCodes, type ApiFieldError } from '@matchbazaar/contracts';

/**
 * Why a call failed: the server answered with a failing status (`http`), answered 2xx with
 * `success: false` or a body the client cannot read (`unsuccessful`, `badShape`), or never
 * answered in time (`timeout`), at all (`network`), or the caller gave up (`aborted`).
 */
export type ApiFailureKind =
  'http' | 'unsuccessful' | 'badShape' | 'timeout' | 'network' | 'aborted';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind: ApiFailureKind;
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** The parsed JSON body, when there was one. */
  readonly body: unknown;
  /** The server's own message (`body.message`), when it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's field errors (`body.errors`), empty when none. */
  readonly errors: ApiFieldError[];
  /** The server's machine-readable reason (`body.code`, see apiErrorCodes), when it sent one. */
  readonly code: string | undefined;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    kind: ApiFailureKind;
    message: string;
    status?: number;
    body?: unknown;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.serverMessage = messageOf(init.body);
    this.errors = fieldErrorsOf(init.body);
    this.code =
      isRecord(init.body) && typeof init.body.code === 'string' ? init.body.code : undefined;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;

/**
 * Before launch, the API's wall refused this browser for want of the access gate's pass. Unlike
 * other 403s it says nothing about the user's session: the app goes back to the gate, signed in.
 */
export const isSiteAccessRequired = (error: unknown): error is ApiRequestError =>
  isApiRequestError(error) && error.code === apiErrorCodes.siteAccessRequired;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return message || undefined;
}

function fieldErrorsOf(body: unknown): ApiFieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((e): ApiFieldError[] =>
    isRecord(e) && typeof e.msg === 'string'
      ? [{ path: typeof e.path === 'string' ? e.path : '', msg: e.msg }]
      : [],
  );
}
