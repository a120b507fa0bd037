import { assign, fromPromise, setup } from 'xstate';
import { accessGateMessages, limits } from '@matchbazaar/contracts';

/**
 * The site access gate (docs/product/access-gate.md). The server checks the code (the code never
 * reaches the browser); the browser keeps its own attempt counter and lockout on top. Storage and
 * the server call are supplied by the app with `.provide()`; the time of loading comes in as input,
 * so the machine stays pure.
 */

/** What the app read from browser storage when the gate loaded. */
export interface GateInput {
  storedStatus: string | null;
  storedAttempts: string | null;
  /** The stored lockout expiry, epoch ms. */
  storedLockoutUntil: number | null;
  now: number;
}

/** The server's answer to one code. */
export type VerifyResult =
  | { outcome: 'accepted' }
  | { outcome: 'rejected' }
  /** The server keeps its own count per client, so clearing storage does not reset it. */
  | { outcome: 'locked'; retryAfterSeconds: number };

type Restored = 'verified' | 'lockedOut' | 'expiredLockout' | 'fresh';

export interface GateContext {
  code: string;
  attempts: number;
  error: string | null;
  lockoutSecondsLeft: number;
  /** What the stored state said at load; read once by `restoring`. */
  restored: Restored;
}

export type GateEvent = { type: 'code.change'; value: string } | { type: 'code.submit' };

const { minLength, maxAttempts, lockoutMs, tickMs } = limits.accessCode;
const lockoutSeconds = lockoutMs / 1000;

function restore(
  input: GateInput,
): Pick<GateContext, 'attempts' | 'lockoutSecondsLeft' | 'restored'> {
  const stored = Number.parseInt(input.storedAttempts ?? '', 10);
  const attempts = Number.isFinite(stored) && stored > 0 ? stored : 0;
  if (input.storedStatus === 'verified')
    return { attempts, lockoutSecondsLeft: 0, restored: 'verified' };
  if (input.storedLockoutUntil === null)
    return { attempts, lockoutSecondsLeft: 0, restored: 'fresh' };
  const remainingMs = input.storedLockoutUntil - input.now;
  return remainingMs > 0
    ? { attempts, lockoutSecondsLeft: Math.ceil(remainingMs / 1000), restored: 'lockedOut' }
    : { attempts, lockoutSecondsLeft: 0, restored: 'expiredLockout' };
}

function wrongCodeMessage(attempts: number): string {
  return attempts <= 1
    ? accessGateMessages.firstWrong
    : accessGateMessages.attemptsRemaining(maxAttempts - attempts);
}

export const gateMachine = setup({
  types: {
    context: {} as GateContext,
    events: {} as GateEvent,
    input: {} as GateInput,
  },
  actors: {
    /** Supplied by the app: POST /api/access/verify. */
    verifyCode: fromPromise<VerifyResult, { code: string }>(() =>
      Promise.reject(new Error('verifyCode is supplied by the app')),
    ),
  },
  actions: {
    // Browser storage, supplied by the app.
    storeVerified: () => undefined,
    storeAttempts: (_, _params: { attempts: number }) => undefined,
    storeLockout: (_, _params: { durationMs: number }) => undefined,
    removeStoredLockout: () => undefined,
    removeStoredAttempts: () => undefined,
  },
  guards: {
    restoredVerified: ({ context }) => context.restored === 'verified',
    restoredLockedOut: ({ context }) => context.restored === 'lockedOut',
    restoredExpiredLockout: ({ context }) => context.restored === 'expiredLockout',
    codeTooShort: ({ context }) => context.code.length < minLength,
    lockoutContinues: ({ context }) => context.lockoutSecondsLeft > 1,
  },
  delays: { tick: tickMs },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({ code: '', error: null, ...restore(input) }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'restoredVerified', target: 'verified' },
        { guard: 'restoredLockedOut', target: 'lockedOut' },
        { guard: 'restoredExpiredLockout', target: 'unverified', actions: 'removeStoredLockout' },
        { target: 'unverified' },
      ],
    },

    unverified: {
      initial: 'editing',
      on: { 'code.change': { actions: assign({ code: ({ event }) => event.value }) } },
      states: {
        editing: {
          on: {
            'code.submit': [
              {
                // Too short: refused without counting an attempt.
                guard: 'codeTooShort',
                actions: assign({ error: accessGateMessages.tooShort }),
              },
              { target: 'checking', actions: assign({ error: null }) },
            ],
          },
        },
        checking: {
          // Submits are ignored while the server answers.
          on: { 'code.submit': {} },
          invoke: {
            id: 'verify',
            src: 'verifyCode',
            input: ({ context }) => ({ code: context.code }),
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === 'accepted',
                target: '#gate.verified',
              },
              {
                guard: ({ event }) => event.output.outcome === 'locked',
                target: '#gate.lockedOut',
                actions: [
                  assign({
                    code: '',
                    // The server is locked: later wrong codes lock again at once, as the browser's
                    // counter does.
                    attempts: ({ context }) => Math.max(context.attempts, maxAttempts),
                    lockoutSecondsLeft: ({ event }) =>
                      event.output.outcome === 'locked'
                        ? Math.max(1, Math.ceil(event.output.retryAfterSeconds))
                        : lockoutSeconds,
                  }),
                  {
                    type: 'storeAttempts',
                    params: ({ context }) => ({ attempts: context.attempts }),
                  },
                  {
                    type: 'storeLockout',
                    params: ({ context }) => ({ durationMs: context.lockoutSecondsLeft * 1000 }),
                  },
                ],
              },
              {
                // A wrong code: counted, stored, the input cleared; the 5th starts a lockout.
                target: 'wrongCode',
                actions: [
                  assign({ code: '', attempts: ({ context }) => context.attempts + 1 }),
                  {
                    type: 'storeAttempts',
                    params: ({ context }) => ({ attempts: context.attempts }),
                  },
                ],
              },
            ],
            onError: {
              // Not the visitor's fault: not counted.
              target: 'editing',
              actions: assign({ error: accessGateMessages.unavailable }),
            },
          },
        },
        wrongCode: {
          always: [
            {
              guard: ({ context }) => context.attempts >= maxAttempts,
              target: '#gate.lockedOut',
              actions: [
                assign({ lockoutSecondsLeft: lockoutSeconds }),
                { type: 'storeLockout', params: { durationMs: lockoutMs } },
              ],
            },
            {
              target: 'editing',
              actions: assign({ error: ({ context }) => wrongCodeMessage(context.attempts) }),
            },
          ],
        },
      },
    },

    lockedOut: {
      entry: assign({
        error: ({ context }) => accessGateMessages.lockoutLine(context.lockoutSecondsLeft),
      }),
      // Submits are ignored; typing is not.
      on: { 'code.change': { actions: assign({ code: ({ event }) => event.value }) } },
      after: {
        tick: [
          {
            guard: 'lockoutContinues',
            target: 'lockedOut',
            reenter: true,
            actions: assign({
              lockoutSecondsLeft: ({ context }) => context.lockoutSecondsLeft - 1,
            }),
          },
          {
            // The counter stays: any further wrong code locks again at once.
            target: 'unverified',
            actions: [assign({ lockoutSecondsLeft: 0, error: null }), 'removeStoredLockout'],
          },
        ],
      },
    },

    verified: {
      type: 'final',
      entry: [
        assign({ error: null, code: '' }),
        'storeVerified',
        'removeStoredAttempts',
        'removeStoredLockout',
      ],
    },
  },
});

/** What the gate screen shows, derived from a snapshot. */
export interface GateView {
  verified: boolean;
  checking: boolean;
  locked: boolean;
  lockoutSecondsLeft: number;
  error: string | null;
  /** The hint block shows after the 2nd to 4th failed attempt when not locked. */
  showHint: boolean;
  buttonLabel: string;
}

export function gateView(snapshot: {
  context: GateContext;
  matches: (state: 'verified' | 'lockedOut' | { unverified: 'checking' }) => boolean;
}): GateView {
  const { context } = snapshot;
  const locked = snapshot.matches('lockedOut');
  return {
    verified: snapshot.matches('verified'),
    checking: snapshot.matches({ unverified: 'checking' }),
    locked,
    lockoutSecondsLeft: context.lockoutSecondsLeft,
    error: context.error,
    showHint: !locked && context.attempts >= 2 && context.attempts <= maxAttempts - 1,
    buttonLabel: locked
      ? accessGateMessages.lockedButton(context.lockoutSecondsLeft)
      : accessGateMessages.submit,
  };
}
