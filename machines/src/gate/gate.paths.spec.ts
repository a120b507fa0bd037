import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { deferredActor, describeSteps, replayPath } from '../testing/model-paths.js';
import { gateMachine, type GateEvent, type GateInput, type VerifyResult } from './gate.machine.js';

/**
 * Model-based paths: xstate/graph walks the machine's pure transitions to every reachable state by
 * the shortest route; each route is then replayed on a running actor (real promise actor for the
 * server, fake timers for the countdown), which must match the model at every step.
 */

type ModelEvent =
  | GateEvent
  | { type: 'xstate.init' }
  | { type: 'xstate.done.actor.verify'; output: VerifyResult }
  | { type: 'xstate.error.actor.verify'; error: Error }
  | { type: 'xstate.after.tick.gate.lockedOut' };

const events: ModelEvent[] = [
  { type: 'code.change', value: 'short' },
  { type: 'code.change', value: 'long-enough' },
  { type: 'code.submit' },
  { type: 'xstate.done.actor.verify', output: { outcome: 'accepted' } },
  { type: 'xstate.done.actor.verify', output: { outcome: 'rejected' } },
  { type: 'xstate.done.actor.verify', output: { outcome: 'locked', retryAfterSeconds: 2 } },
  { type: 'xstate.error.actor.verify', error: new Error('offline') },
  { type: 'xstate.after.tick.gate.lockedOut' },
];

type Snap = SnapshotFrom<typeof gateMachine>;

// Server answers only while checking, ticks only while locked: the other pairings are not events
// the running system can receive.
const filterEvents = (snapshot: Snap, event: ModelEvent) => {
  if (event.type.startsWith('xstate.done') || event.type.startsWith('xstate.error')) {
    return snapshot.matches({ unverified: 'checking' });
  }
  if (event.type.startsWith('xstate.after')) return snapshot.matches('lockedOut');
  return true;
};

const describeEvent = (event: { type: string; value?: unknown; output?: unknown }) => {
  if (event.type === 'code.change') return `type "${String(event.value)}"`;
  if (event.type === 'xstate.done.actor.verify')
    return `server ${(event.output as VerifyResult).outcome}`;
  if (event.type === 'xstate.error.actor.verify') return 'server unreachable';
  if (event.type.startsWith('xstate.after')) return 'tick';
  return event.type;
};

// Attempts past 6 behave like 6 (every wrong code relocks), so the model counts them as one state.
const capped = (s: Snap) => ({ ...s.context, attempts: Math.min(s.context.attempts, 6) });
const comparable = (s: Snap) => ({ value: s.value, context: capped(s), status: s.status });

const inputs: Record<string, GateInput> = {
  'a new visitor': { storedStatus: null, storedAttempts: null, storedLockoutUntil: null, now: 0 },
  'a visitor with 3 stored failures': {
    storedStatus: null,
    storedAttempts: '3',
    storedLockoutUntil: null,
    now: 0,
  },
  'a visitor locked out for 2 more seconds': {
    storedStatus: null,
    storedAttempts: '5',
    storedLockoutUntil: 1_500,
    now: 0,
  },
  'a verified visitor': {
    storedStatus: 'verified',
    storedAttempts: null,
    storedLockoutUntil: null,
    now: 0,
  },
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe.each(Object.entries(inputs))('gate paths for %s', (_name, input) => {
  // createTestModel refuses machines that invoke actors; getShortestPaths walks the same graph.
  const paths = getShortestPaths(gateMachine, {
    events: events as never,
    filterEvents: filterEvents,
    input,
    serializeState: (s) => JSON.stringify([s.value, capped(s)]) as never,
  });

  it('reaches states', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_d, path) => {
      const verify = deferredActor<VerifyResult, { code: string }>();
      const actor = createActor(gateMachine.provide({ actors: { verifyCode: verify.logic } }), {
        input,
      }).start();
      await replayPath({
        actor,
        steps: path.steps,
        invoked: { verify },
        delays: { 'xstate.after.tick.gate.lockedOut': 1000 },
        describe: describeEvent,
        comparable,
      });
      actor.stop();
    },
  );
});
