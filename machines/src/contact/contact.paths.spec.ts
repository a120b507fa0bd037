import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ContactForm } from '@matchbazaar/contracts';
import { deferredActor, describeSteps, replayPath } from '../testing/model-paths.js';
import { contactMachine, type ContactEvent, type ContactSendAnswer } from './contact.machine.js';

/** Every state of the contact form, by the shortest route, replayed on a running actor. */

type ModelEvent =
  | ContactEvent
  | { type: 'xstate.done.actor.send'; output: ContactSendAnswer }
  | { type: 'xstate.error.actor.send'; error: Error };

// One value per field that passes and one message that does not: enough to reach every state
// with a valid and an invalid form, small enough for the graph walk.
const events: ModelEvent[] = [
  { type: 'field.change', field: 'name', value: 'Ada' },
  { type: 'field.change', field: 'email', value: 'ada@example.com' },
  { type: 'field.change', field: 'subject', value: 'Escrow' },
  { type: 'field.change', field: 'message', value: 'A question about escrow.' },
  { type: 'field.change', field: 'message', value: 'short' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.send', output: { ok: true } },
  { type: 'xstate.done.actor.send', output: { ok: false } },
  { type: 'xstate.done.actor.send', output: { ok: false, message: 'Slow down.' } },
  { type: 'xstate.error.actor.send', error: new Error('offline') },
];

type Snap = SnapshotFrom<typeof contactMachine>;
const comparable = (s: Snap) => ({ value: s.value, context: s.context });

const describeEvent = (event: {
  type: string;
  value?: unknown;
  output?: unknown;
  field?: unknown;
}) => {
  if (event.type === 'field.change') return `${String(event.field)} "${String(event.value)}"`;
  if (event.type === 'xstate.done.actor.send') {
    const answer = event.output as ContactSendAnswer;
    return answer.ok ? 'server ok' : `server refuses${answer.message ? ' with a text' : ''}`;
  }
  if (event.type === 'xstate.error.actor.send') return 'server unreachable';
  return event.type;
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('contact paths', () => {
  const paths = getShortestPaths(contactMachine, {
    events: events as never,
    filterEvents: (snapshot, event) =>
      event.type.startsWith('xstate.') ? snapshot.matches('sending') : true,
  });

  it('reaches every state node', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"idle"', '"sending"', '"success"', '"error"']));
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_d, path) => {
      const send = deferredActor<ContactSendAnswer, ContactForm>();
      const actor = createActor(contactMachine.provide({ actors: { send: send.logic } })).start();
      await replayPath({
        actor,
        steps: path.steps,
        invoked: { send },
        describe: describeEvent,
        comparable,
      });
      actor.stop();
    },
  );
});
