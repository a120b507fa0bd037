import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { User } from '@matchbazaar/contracts';
import { deferredActor, describeSteps, replayPath } from '../testing/model-paths.js';
import {
  sessionMachine,
  validationRetryDelay,
  type SessionEvent,
  type StoredSession,
  type TokenValidation,
} from './session.machine.js';

/** Every reachable session state by its shortest route, replayed on a running actor. */

const user: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  role: 'trader',
  isEmailVerified: false,
  isPhoneVerified: false,
  profileImage: null,
};

type ModelEvent =
  | SessionEvent
  | { type: 'xstate.done.actor.validateToken'; output: TokenValidation }
  | { type: 'xstate.error.actor.validateToken'; error: Error }
  | { type: `xstate.after.${string}` };

const AFTER = {
  background: 'xstate.after.backgroundValidation.session.signedIn.scheduled',
  debounce: 'xstate.after.debounce.session.signedIn.debouncing.quiet',
  retry: 'xstate.after.retryDelay.session.signedIn.retrying',
} as const;

const events: ModelEvent[] = [
  { type: 'session.signedIn', data: { user, accessToken: 'login-token' } },
  { type: 'session.signedIn', data: { user } },
  { type: 'session.refreshed', data: { user, accessToken: 'refreshed-token' } },
  { type: 'session.signOut' },
  { type: 'session.expired' },
  { type: 'session.ended' },
  { type: 'session.validate' },
  { type: 'user.updated', user: { ...user, lastName: 'King' } },
  { type: 'email.verified', email: 'ada@example.com' },
  { type: 'email.verified', email: 'bob@example.com' },
  { type: 'xstate.done.actor.validateToken', output: { valid: true, user } },
  { type: 'xstate.done.actor.validateToken', output: { valid: false } },
  { type: 'xstate.done.actor.validateToken', output: { valid: 'unchecked' } },
  { type: 'xstate.error.actor.validateToken', error: new Error('offline') },
  // The 10 s maximum wait is in the unit tests: fake time reaches the 1 s quiet timer first.
  { type: AFTER.background },
  { type: AFTER.debounce },
  { type: AFTER.retry },
];

type Snap = SnapshotFrom<typeof sessionMachine>;

const filterEvents = (s: Snap, event: ModelEvent) => {
  if (event.type.startsWith('xstate.done') || event.type.startsWith('xstate.error'))
    return s.matches({ signedIn: 'validating' });
  if (event.type === AFTER.background) return s.matches({ signedIn: 'scheduled' });
  if (event.type === AFTER.debounce) return s.matches({ signedIn: { debouncing: 'quiet' } });
  if (event.type === AFTER.retry) return s.matches({ signedIn: 'retrying' });
  return true;
};

const describeEvent = (event: {
  type: string;
  output?: unknown;
  data?: unknown;
  email?: string;
}) => {
  if (event.type === 'xstate.done.actor.validateToken') {
    const { valid } = event.output as TokenValidation;
    return valid === 'unchecked'
      ? 'walled, token unchecked'
      : valid
        ? 'token valid'
        : 'token invalid';
  }
  if (event.type === 'xstate.error.actor.validateToken') return 'server unreachable';
  if (event.type.startsWith('xstate.after.')) return `after ${event.type.split('.')[2]}`;
  if (event.type === 'session.signedIn')
    return (event.data as { accessToken?: string }).accessToken ? 'login' : 'login without token';
  if (event.type === 'email.verified') return `verified ${event.email}`;
  return event.type;
};

const comparable = (s: Snap) => ({ value: s.value, context: s.context });

const inputs: Record<string, StoredSession | null> = {
  'nothing stored': null,
  'a stored session': { user, token: 'stored-token' },
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe.each(Object.entries(inputs))('session paths with %s', (_name, stored) => {
  const paths = getShortestPaths(sessionMachine, {
    events: events as never,
    filterEvents,
    input: { stored },
    serializeState: (s) => JSON.stringify([s.value, s.context]) as never,
  });

  it('reaches every state node', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(
      new Set(
        [
          'signedOut',
          { signedIn: 'idle' },
          ...(stored ? [{ signedIn: 'scheduled' }] : []),
          { signedIn: { debouncing: 'quiet' } },
          { signedIn: 'validating' },
          { signedIn: 'retrying' },
        ].map((v) => JSON.stringify(v)),
      ),
    );
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_d, path) => {
      const validateToken = deferredActor<TokenValidation, { token: string }>();
      const actor = createActor(
        sessionMachine.provide({ actors: { validateToken: validateToken.logic } }),
        { input: { stored } },
      ).start();
      // The retry wait depends on how many retries were used so far.
      const delays = new Proxy(
        {},
        {
          get: (_t, type) =>
            type === AFTER.retry
              ? validationRetryDelay(actor.getSnapshot().context.retries)
              : { [AFTER.background]: 2_000, [AFTER.debounce]: 1_000 }[String(type)],
        },
      );
      await replayPath({
        actor,
        steps: path.steps,
        invoked: { validateToken },
        delays,
        describe: describeEvent,
        comparable,
      });
      actor.stop();
    },
  );
});
