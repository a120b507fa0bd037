import { assign, fromPromise, setup } from 'xstate';
import { limits, verifyPageMessages } from '@matchbazaar/contracts';

/**
 * The verify-email page (docs/product/accounts.md and docs/product/messages.md): checks the link's
 * token and email, asks the server (an app-supplied actor that answers with an outcome, never
 * throws for a failed check), retries what may be retried, remembers a success for 24 h and then
 * moves on to the success page.
 */

/**
 * How a verification attempt ended (the app maps its errors to these). `alreadyVerified`: the link
 * was used before and its address is verified (another device, a double click).
 */
export type VerifyEmailOutcome =
  | { ok: true; alreadyVerified?: boolean }
  | { ok: false; kind: 'timeout' | 'network' | 'expired' | 'failed' };
export type VerifyFailure = Extract<VerifyEmailOutcome, { ok: false }>['kind'];

/** docs/product/accounts.md: the browser's record of a verification success. */
export interface VerificationSuccessRecord {
  verified: boolean;
  email: string;
  /** Epoch milliseconds. */
  timestamp: number;
}

export interface VerifyEmailInput {
  /** The link's query values, as they came. */
  token: string | null;
  email: string | null;
  /** What storage holds from an earlier success, if anything. */
  successRecord: VerificationSuccessRecord | null;
  /** Epoch milliseconds when the page opened. */
  now: number;
}

export interface VerifyEmailContext {
  token: string;
  email: string;
  successRecord: VerificationSuccessRecord | null;
  now: number;
  /** Calls made since the start or the last manual retry. */
  attempts: number;
  lastFailure: VerifyFailure | null;
  /** The message shown in validation error, retrying and error. */
  message: string | null;
  /** A second line for a malformed link. */
  detail: string | null;
  /** Whether the error screen offers 'Retry Verification'. */
  canRetry: boolean;
}

export type VerifyEmailEvent = { type: 'verify.start' } | { type: 'verify.retry' };

const ve = limits.verifyEmail;

// docs/product/accounts.md: letters, digits, hyphen, underscore or dot; a 40 to 64 character hex
// string; a three-part dotted token; or a UUID.
const tokenPatterns = [
  /^[A-Za-z0-9._-]+$/,
  /^[a-f0-9]{40,64}$/i,
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
];

export function isVerificationTokenShaped(token: string): boolean {
  return token.length <= 512 && tokenPatterns.some((p) => p.test(token));
}

/** docs/product/accounts.md: the verify page's email rules, after trimming; null when it passes. */
export function verificationEmailError(email: string): string | null {
  const value = email.trim();
  if (/\s/.test(value)) return verifyPageMessages.emailHasSpaces;
  const at = value.lastIndexOf('@');
  if (at < 0) return verifyPageMessages.emailMissingAt;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.');
  if (dot <= 0 || dot === domain.length - 1) return verifyPageMessages.emailDomainIncomplete;
  return null;
}

/** The validation error of a link's token and email, or null when both are usable. */
export function verifyEmailInputError(
  token: string,
  email: string,
): { message: string; detail: string | null } | null {
  if (!token.trim() || !email.trim())
    return { message: verifyPageMessages.missingParameters, detail: null };
  if (!isVerificationTokenShaped(token.trim()))
    return {
      message: verifyPageMessages.malformedToken,
      detail: verifyPageMessages.invalidTokenFormat,
    };
  const emailError = verificationEmailError(email);
  return emailError ? { message: emailError, detail: null } : null;
}

/** Where a verified visitor goes (docs/product/accounts.md). */
export function verificationSuccessPath(email: string): string {
  const query = new URLSearchParams({ verified: 'true', email }).toString();
  return `/auth/email-verification-success?${query}`;
}

export const verifyFailureMessages: Record<VerifyFailure, string> = {
  timeout: verifyPageMessages.timedOut,
  network: verifyPageMessages.network,
  expired: verifyPageMessages.expired,
  failed: verifyPageMessages.failed,
};

/** The wait before the next automatic attempt: 1 s after a timeout, else 1 s, 2 s, ... */
export function verifyRetryDelay(attempts: number, lastFailure: VerifyFailure | null): number {
  if (lastFailure === 'timeout') return ve.backoffBaseMs;
  return ve.backoffBaseMs * 2 ** Math.max(0, attempts - 1);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type FailedOutput = { output: VerifyEmailOutcome };
const failureOf = ({ event }: { event: FailedOutput }): VerifyFailure =>
  event.output.ok ? 'failed' : event.output.kind;

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as VerifyEmailInput,
  },
  actors: {
    /** Supplied by the app: POST /api/v1/auth/verify-contact (30 s on this page). */
    verifyEmail: fromPromise<VerifyEmailOutcome, { token: string; email: string }>(() =>
      Promise.reject(new Error('verifyEmail is supplied by the app')),
    ),
  },
  actions: {
    /** Store { verified: true, email, timestamp: now } (the context's email). */
    storeSuccessRecord: () => undefined,
    discardSuccessRecord: () => undefined,
    /** docs/product/accounts.md: the session marks the user's email verified. */
    markEmailVerified: () => undefined,
    /** Navigate to verificationSuccessPath(email) in the app's router. */
    redirectToSuccess: () => undefined,
    /** If the router did not move on, a full page load to the same place. */
    redirectFallback: () => undefined,
  },
  guards: {
    recordFresh: ({ context: { successRecord: r, email, now } }) =>
      r !== null &&
      r.verified &&
      sameEmail(r.email, email) &&
      now - r.timestamp < ve.successRecordTtlMs,
    recordStale: ({ context: { successRecord: r, now } }) =>
      r !== null && now - r.timestamp >= ve.successRecordTtlMs,
    inputInvalid: ({ context }) => verifyEmailInputError(context.token, context.email) !== null,
    canRetry: ({ context }) => context.canRetry,
  },
  delays: {
    retryDelay: ({ context }) => verifyRetryDelay(context.attempts, context.lastFailure),
    redirect: ve.redirectMs,
    redirectFallback: ve.redirectFallbackMs,
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    token: (input.token ?? '').trim(),
    email: (input.email ?? '').trim(),
    successRecord: input.successRecord,
    now: input.now,
    attempts: 0,
    lastFailure: null,
    message: null,
    detail: null,
    canRetry: false,
  }),
  initial: 'idle',
  states: {
    /** Until the page starts it; the page shows a fallback with Reload Page and Return to Login. */
    idle: {
      on: { 'verify.start': 'starting' },
    },
    starting: {
      always: [
        // Verified here within 24 h: straight to the success page.
        { guard: 'recordFresh', target: 'redirecting' },
        // An older record is discarded (then the rules below apply).
        {
          guard: 'recordStale',
          actions: ['discardSuccessRecord', assign({ successRecord: null })],
        },
        {
          guard: 'inputInvalid',
          target: 'validationError',
          actions: assign(({ context }) => verifyEmailInputError(context.token, context.email)!),
        },
        { target: 'loading' },
      ],
    },
    validationError: {},
    loading: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token, email: context.email }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && event.output.alreadyVerified === true,
            target: 'alreadyVerified',
            actions: assign({ message: null, detail: null, lastFailure: null }),
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'success',
            actions: assign({ message: null, detail: null, lastFailure: null }),
          },
          // Expired or invalid links are not retried.
          {
            guard: ({ event }) => failureOf({ event }) === 'expired',
            target: 'error',
            actions: assign({
              lastFailure: 'expired',
              message: verifyPageMessages.expired,
              canRetry: false,
            }),
          },
          {
            guard: ({ context }) => context.attempts < ve.maxRetries,
            target: 'retrying',
            actions: assign(({ event }) => ({
              lastFailure: failureOf({ event }),
              message: verifyFailureMessages[failureOf({ event })],
            })),
          },
          {
            target: 'error',
            actions: assign(({ event }) => ({
              lastFailure: failureOf({ event }),
              message: verifyPageMessages.maxAttempts,
              canRetry: true,
            })),
          },
        ],
        // The actor should answer with an outcome; if it throws anyway, it is a plain failure.
        onError: [
          {
            guard: ({ context }) => context.attempts < ve.maxRetries,
            target: 'retrying',
            actions: assign({ lastFailure: 'failed', message: verifyPageMessages.failed }),
          },
          {
            target: 'error',
            actions: assign({
              lastFailure: 'failed',
              message: verifyPageMessages.maxAttempts,
              canRetry: true,
            }),
          },
        ],
      },
    },
    /** Waiting before the next automatic attempt: 1 s after a timeout, else 1 s then 2 s. */
    retrying: {
      after: { retryDelay: 'loading' },
    },
    error: {
      on: {
        // 'Retry Verification': a fresh round of attempts.
        'verify.retry': {
          guard: 'canRetry',
          target: 'loading',
          actions: assign({ attempts: 0, canRetry: false }),
        },
      },
    },
    /** Nothing changed on this visit: the page says so and offers sign-in. */
    alreadyVerified: { type: 'final' },
    success: {
      entry: ['storeSuccessRecord', 'markEmailVerified'],
      after: { redirect: 'redirecting' },
    },
    redirecting: {
      entry: 'redirectToSuccess',
      after: { redirectFallback: { target: 'redirected', actions: 'redirectFallback' } },
    },
    redirected: { type: 'final' },
  },
});

/** What the verify page shows for a snapshot (the states of docs/product/accounts.md). */
export type VerifyEmailScreen =
  'idle' | 'loading' | 'retrying' | 'success' | 'alreadyVerified' | 'error' | 'validationError';

export function verifyEmailScreen(snapshot: {
  matches: (state: 'starting' | 'success' | 'redirecting' | 'redirected') => boolean;
  value: unknown;
}): VerifyEmailScreen {
  if (snapshot.matches('starting')) return 'loading';
  if (
    snapshot.matches('success') ||
    snapshot.matches('redirecting') ||
    snapshot.matches('redirected')
  )
    return 'success';
  return snapshot.value as VerifyEmailScreen;
}

/**
 * The verify call as the machine's actor, sending at most one request at a time: an invocation
 * while one is in flight waits for that one. React's StrictMode stops the page's actor and starts
 * it again from its snapshot, which invokes `verifyEmail` a second time; a used link would then
 * answer the second request differently from the first. One per page (the app keeps it in state).
 */
export function oneVerifyRequestAtATime(
  request: (input: { token: string; email: string }) => Promise<VerifyEmailOutcome>,
) {
  let inFlight: Promise<VerifyEmailOutcome> | null = null;
  return fromPromise<VerifyEmailOutcome, { token: string; email: string }>(({ input }) => {
    inFlight ??= request(input).finally(() => {
      inFlight = null;
    });
    return inFlight;
  });
}
