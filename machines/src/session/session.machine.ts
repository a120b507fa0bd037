import { assign, fromPromise, setup } from 'xstate';
import { limits, type AuthData, type User } from '@matchbazaar/contracts';

/**
 * The session (docs/product/accounts.md). Storage, the validation call, the server's logout and
 * navigation are named actions and actors the app provides; the machine decides when each happens.
 */

export interface StoredSession {
  user: User;
  token: string;
}

/** The validation call's answer; a transient failure (network, 5xx) rejects instead. */
export type TokenValidation =
  | { valid: true; user: User; accessToken?: string }
  /** The server refused the token (and no refresh could save it). */
  | { valid: false }
  /**
   * Nothing was learnt about the token: before launch, the API's wall turned the browser away
   * first (the app sends it back to the gate). The session stays as it is.
   */
  | { valid: 'unchecked' };

export interface SessionContext {
  /** Signed in: the user; signed out: null, or the temporary user of an email verification. */
  user: User | null;
  token: string | null;
  /** Validation retries used (docs/product/constants.md: 3, from 1 s, times 1.5, at most 10 s). */
  retries: number;
}

export type SessionEvent =
  /** Login or registration answered with tokens. */
  | { type: 'session.signedIn'; data: AuthData }
  /** The api client refreshed the access token. */
  | { type: 'session.refreshed'; data: AuthData }
  /** The user signs out. */
  | { type: 'session.signOut' }
  /** The api client's refresh failed: the session is over. */
  | { type: 'session.expired' }
  /** Signed out elsewhere (another tab): forget it here, no server call, no redirect. */
  | { type: 'session.ended' }
  /** Ask for a (debounced) validation, e.g. when the tab becomes visible again. */
  | { type: 'session.validate' }
  /** The profile changed (a save, a new image). */
  | { type: 'user.updated'; user: User }
  /** An email verification succeeded (docs/product/accounts.md). */
  | { type: 'email.verified'; email: string };

const tv = limits.tokenValidation;

/** The wait before validation retry `n` (1-based): 1 s, then times 1.5, at most 10 s. */
export function validationRetryDelay(n: number): number {
  return Math.min(tv.initialDelayMs * tv.multiplier ** (n - 1), tv.maxDelayMs);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** docs/product/accounts.md: a user stand-in when an email is verified with nobody stored. */
export function temporaryVerifiedUser(email: string): User {
  return {
    id: '',
    firstName: '',
    lastName: '',
    email: email.trim(),
    phone: null,
    role: 'user',
    isEmailVerified: true,
    isPhoneVerified: false,
    profileImage: null,
  };
}

const tokenOf = (data: AuthData) => data.accessToken ?? data.token ?? null;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null },
  },
  actors: {
    /** Supplied by the app: GET /api/v1/auth/me with the current token. */
    validateToken: fromPromise<TokenValidation, { token: string }>(() =>
      Promise.reject(new Error('validateToken is supplied by the app')),
    ),
  },
  actions: {
    /** Store the context's user and token, and the last-auth time. */
    persistSession: () => undefined,
    /** Store the context's user (the token is unchanged). */
    persistUser: () => undefined,
    /** Remove user, tokens, last-auth time and page-load time. */
    clearStorage: () => undefined,
    /** Tell the server (POST /auth/logout); the user is signed out here whatever it answers. */
    endServerSession: () => undefined,
    /** docs/product/accounts.md: a failed refresh sends the browser to /auth/login. */
    redirectToLogin: () => undefined,
    /** Login, registration or a refresh: keep the user and token (the app then stores them). */
    takeAuthData: assign(({ context, event }) => {
      if (event.type !== 'session.signedIn' && event.type !== 'session.refreshed') return context;
      return { user: event.data.user, token: tokenOf(event.data) ?? context.token, retries: 0 };
    }),
    forget: assign({ user: null, token: null, retries: 0 }),
  },
  guards: {
    hasStoredSession: ({ context }) => context.user !== null && context.token !== null,
    hasToken: ({ event }) =>
      (event.type === 'session.signedIn' || event.type === 'session.refreshed') &&
      tokenOf(event.data) !== null,
    canRetry: ({ context }) => context.retries < tv.attempts,
  },
  delays: {
    backgroundValidation: tv.backgroundDelayMs,
    debounce: tv.debounceMs,
    debounceMaxWait: tv.debounceMaxWaitMs,
    retryDelay: ({ context }) => validationRetryDelay(context.retries),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.stored?.user ?? null,
    token: input.stored?.token ?? null,
    retries: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      // A stored user and token are trusted at once; the check comes later, in the background.
      always: [
        { guard: 'hasStoredSession', target: 'signedIn.scheduled' },
        { target: 'signedOut', actions: assign({ user: null, token: null }) },
      ],
    },
    signedOut: {
      on: {
        'session.signedIn': {
          guard: 'hasToken',
          target: 'signedIn',
          actions: ['takeAuthData', 'persistSession'],
        },
        // A refresh through the cookie (another tab signed in) also signs this tab in.
        'session.refreshed': {
          guard: 'hasToken',
          target: 'signedIn',
          actions: ['takeAuthData', 'persistSession'],
        },
        'email.verified': {
          actions: [
            assign({
              user: ({ context, event }) =>
                context.user && sameEmail(context.user.email, event.email)
                  ? { ...context.user, isEmailVerified: true }
                  : temporaryVerifiedUser(event.email),
            }),
            'persistUser',
          ],
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'session.signOut': {
          target: 'signedOut',
          actions: ['endServerSession', 'forget', 'clearStorage'],
        },
        'session.ended': { target: 'signedOut', actions: ['forget', 'clearStorage'] },
        'session.expired': {
          target: 'signedOut',
          actions: ['forget', 'clearStorage', 'redirectToLogin'],
        },
        'session.signedIn': {
          guard: 'hasToken',
          target: '.idle',
          actions: ['takeAuthData', 'persistSession'],
        },
        'session.refreshed': { guard: 'hasToken', actions: ['takeAuthData', 'persistSession'] },
        'user.updated': {
          actions: [assign({ user: ({ event }) => event.user }), 'persistUser'],
        },
        'email.verified': {
          guard: ({ context, event }) =>
            context.user !== null && sameEmail(context.user.email, event.email),
          actions: [
            assign({ user: ({ context }) => ({ ...context.user!, isEmailVerified: true }) }),
            'persistUser',
          ],
        },
      },
      states: {
        idle: {
          on: { 'session.validate': 'debouncing' },
        },
        /** Startup with a stored session: validate 2 s later. */
        scheduled: {
          after: { backgroundValidation: 'validating' },
        },
        /** Wait for 1 s of quiet, but never more than 10 s in all. */
        debouncing: {
          initial: 'quiet',
          after: { debounceMaxWait: 'validating' },
          states: {
            quiet: {
              after: { debounce: '#session.signedIn.validating' },
              on: { 'session.validate': { target: 'quiet', reenter: true } },
            },
          },
        },
        validating: {
          invoke: {
            id: 'validateToken',
            src: 'validateToken',
            input: ({ context }) => ({ token: context.token! }),
            onDone: [
              {
                guard: ({ event }) => event.output.valid === true,
                target: 'idle',
                actions: [
                  assign({
                    user: ({ context, event }) =>
                      event.output.valid === true ? event.output.user : context.user,
                    token: ({ context, event }) =>
                      (event.output.valid === true && event.output.accessToken) || context.token,
                    retries: 0,
                  }),
                  'persistSession',
                ],
              },
              // No retries either: the wall stays until the gate is passed again.
              {
                guard: ({ event }) => event.output.valid === 'unchecked',
                target: 'idle',
                actions: assign({ retries: 0 }),
              },
              // An invalid token signs out (docs/product/accounts.md).
              { target: '#session.signedOut', actions: ['forget', 'clearStorage'] },
            ],
            onError: [
              {
                guard: 'canRetry',
                target: 'retrying',
                actions: assign({ retries: ({ context }) => context.retries + 1 }),
              },
              // Still unreachable: keep trusting the stored user; the next call or check decides.
              { target: 'idle', actions: assign({ retries: 0 }) },
            ],
          },
        },
        retrying: {
          after: { retryDelay: 'validating' },
        },
      },
    },
  },
});
