import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { deferredActor, describeSteps, replayPath } from '../testing/model-paths.js';
import {
  verifyEmailMachine,
  verifyRetryDelay,
  type VerifyEmailEvent,
  type VerifyEmailInput,
  type VerifyEmailOutcome,
} from './verify-email.machine.js';

/** Every reachable verify-email state by its shortest route, replayed on a running actor. */

type ModelEvent =
  | VerifyEmailEvent
  | { type: 'xstate.done.actor.verifyEmail'; output: VerifyEmailOutcome }
  | { type: 'xstate.error.actor.verifyEmail'; error: Error }
  | { type: `xstate.after.${string}` };

const AFTER = {
  retry: 'xstate.after.retryDelay.verifyEmail.retrying',
  redirect: 'xstate.after.redirect.verifyEmail.success',
  fallback: 'xstate.after.redirectFallback.verifyEmail.redirecting',
} as const;

const events: ModelEvent[] = [
  { type: 'verify.start' },
  { type: 'verify.retry' },
  { type: 'xstate.done.actor.verifyEmail', output: { ok: true } },
  { type: 'xstate.done.actor.verifyEmail', output: { ok: false, kind: 'timeout' } },
  { type: 'xstate.done.actor.verifyEmail', output: { ok: false, kind: 'network' } },
  { type: 'xstate.done.actor.verifyEmail', output: { ok: false, kind: 'expired' } },
  { type: 'xstate.done.actor.verifyEmail', output: { ok: false, kind: 'failed' } },
  { type: 'xstate.error.actor.verifyEmail', error: new Error('bug') },
  { type: AFTER.retry },
  { type: AFTER.redirect },
  { type: AFTER.fallback },
];

type Snap = SnapshotFrom<typeof verifyEmailMachine>;

const filterEvents = (s: Snap, event: ModelEvent) => {
  if (event.type.startsWith('xstate.done') || event.type.startsWith('xstate.error'))
    return s.matches('loading');
  if (event.type === AFTER.retry) return s.matches('retrying');
  if (event.type === AFTER.redirect) return s.matches('success');
  if (event.type === AFTER.fallback) return s.matches('redirecting');
  return true;
};

const describeEvent = (event: { type: string; output?: unknown }) => {
  if (event.type === 'xstate.done.actor.verifyEmail') {
    const out = event.output as VerifyEmailOutcome;
    return out.ok ? 'verified' : `server ${out.kind}`;
  }
  if (event.type === 'xstate.error.actor.verifyEmail') return 'actor threw';
  if (event.type.startsWith('xstate.after.')) return `after ${event.type.split('.')[2]}`;
  return event.type;
};

const comparable = (s: Snap) => ({ value: s.value, context: s.context, status: s.status });

const NOW = 1_800_000_000_000;
const base = { token: 'tok-123', email: 'ada@example.com', successRecord: null, now: NOW };
const inputs: Record<string, VerifyEmailInput> = {
  'a good link': base,
  'a link without an email': { ...base, email: null },
  'a link verified an hour ago': {
    ...base,
    successRecord: { verified: true, email: 'ada@example.com', timestamp: NOW - 3_600_000 },
  },
  'a link verified two days ago': {
    ...base,
    successRecord: { verified: true, email: 'ada@example.com', timestamp: NOW - 172_800_000 },
  },
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe.each(Object.entries(inputs))('verify-email paths for %s', (_name, input) => {
  const paths = getShortestPaths(verifyEmailMachine, {
    events: events as never,
    filterEvents,
    input,
    serializeState: (s) => JSON.stringify([s.value, s.context]) as never,
  });

  it('reaches states', () => {
    expect(paths.length).toBeGreaterThan(1);
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_d, path) => {
      const verifyEmail = deferredActor<VerifyEmailOutcome, { token: string; email: string }>();
      const actor = createActor(
        verifyEmailMachine.provide({ actors: { verifyEmail: verifyEmail.logic } }),
        { input },
      ).start();
      const delays = new Proxy(
        {},
        {
          get: (_t, type) => {
            if (type !== AFTER.retry)
              return { [AFTER.redirect]: 50, [AFTER.fallback]: 100 }[String(type)];
            const { attempts, lastFailure } = actor.getSnapshot().context;
            return verifyRetryDelay(attempts, lastFailure);
          },
        },
      );
      await replayPath({
        actor,
        steps: path.steps,
        invoked: { verifyEmail },
        delays,
        describe: describeEvent,
        comparable,
      });
      actor.stop();
    },
  );
});

it('the good link reaches every state node', () => {
  const paths = getShortestPaths(verifyEmailMachine, {
    events: events as never,
    filterEvents,
    input: base,
    serializeState: (s) => JSON.stringify([s.value, s.context]) as never,
  });
  const reached = new Set(paths.map((p) => p.state.value as string));
  expect(reached).toEqual(
    new Set(['idle', 'loading', 'retrying', 'error', 'success', 'redirecting', 'redirected']),
  );
});
