import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SubscriptionRequest } from '@matchbazaar/contracts';
import { deferredActor, describeSteps, replayPath } from '../testing/model-paths.js';
import { signupMachine, type SignupEvent, type SubscribeAnswer } from './signup.machine.js';

/** Every state of the sign-up, by the shortest route, replayed on a running actor. */

type ModelEvent =
  | SignupEvent
  | { type: 'xstate.done.actor.subscribe'; output: SubscribeAnswer }
  | { type: 'xstate.error.actor.subscribe'; error: Error };

const events: ModelEvent[] = [
  { type: 'mode.toggle' },
  { type: 'email.change', value: 'a@b.co' },
  { type: 'email.change', value: 'nope' },
  { type: 'phone.change', value: '5551234567' },
  { type: 'phone.change', value: '555' },
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: 'xstate.done.actor.subscribe', output: { ok: true } },
  { type: 'xstate.done.actor.subscribe', output: { ok: false, message: 'Slow down.' } },
  { type: 'xstate.error.actor.subscribe', error: new Error('offline') },
];

type Snap = SnapshotFrom<typeof signupMachine>;
const comparable = (s: Snap) => ({ value: s.value, context: s.context });

const describeEvent = (event: { type: string; value?: unknown; output?: unknown }) => {
  if (event.type.endsWith('.change')) return `${event.type.split('.')[0]} "${String(event.value)}"`;
  if (event.type === 'xstate.done.actor.subscribe')
    return (event.output as SubscribeAnswer).ok ? 'server ok' : 'server not ok';
  if (event.type === 'xstate.error.actor.subscribe') return 'server unreachable';
  return event.type;
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('signup paths', () => {
  const paths = getShortestPaths(signupMachine, {
    events: events as never,
    filterEvents: (snapshot, event) =>
      event.type.startsWith('xstate.') ? snapshot.matches('submitting') : true,
  });

  it('reaches every state node', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"editing"', '"submitting"', '"subscribed"']));
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_d, path) => {
      const subscribe = deferredActor<SubscribeAnswer, SubscriptionRequest>();
      const actor = createActor(
        signupMachine.provide({ actors: { subscribe: subscribe.logic } }),
      ).start();
      await replayPath({
        actor,
        steps: path.steps,
        invoked: { subscribe },
        describe: describeEvent,
        comparable,
      });
      actor.stop();
    },
  );
});
