import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ShippingKind } from '@matchbazaar/contracts';
import { deferredActor, describeSteps, replayPath } from '../testing/model-paths.js';
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutPlaceAnswer,
} from './checkout.machine.js';

/**
 * Every state of the checkout, by the shortest route, for each kind of order a buyer meets (goods
 * with several shipping options or one, a listing without options, a service), replayed on a
 * running actor with the server's answers as real promises.
 */

type PlaceInput = { addressId: string | null; shipping: ShippingKind | null };
type ModelEvent =
  | CheckoutEvent
  | { type: 'xstate.done.actor.place'; output: CheckoutPlaceAnswer }
  | { type: 'xstate.error.actor.place'; error: Error };

const events: ModelEvent[] = [
  { type: 'address.choose', id: 'home' },
  { type: 'shipping.choose', kind: 'flat' },
  { type: 'next' },
  { type: 'back' },
  { type: 'place' },
  { type: 'xstate.done.actor.place', output: { ok: true, orderId: 'o1' } },
  {
    type: 'xstate.done.actor.place',
    output: { ok: false, message: 'We do not deliver there.', step: 'address' },
  },
  {
    type: 'xstate.done.actor.place',
    output: { ok: false, message: 'That option is gone.', step: 'shipping' },
  },
  { type: 'xstate.done.actor.place', output: { ok: false, message: 'Sold out.' } },
  { type: 'xstate.error.actor.place', error: new Error('offline') },
];

const orders: Record<string, { input: CheckoutInput; states: string[] }> = {
  'goods with two shipping options and no saved address': {
    input: { needsAddress: true, shippingKinds: ['flat', 'pickup'], defaultAddressId: null },
    states: ['address', 'shipping', 'review', 'placing', 'placed'],
  },
  'goods with one shipping option and a default address': {
    input: { needsAddress: true, shippingKinds: ['free'], defaultAddressId: 'home' },
    states: ['address', 'shipping', 'review', 'placing', 'placed'],
  },
  'goods from a listing without shipping options': {
    input: { needsAddress: true, shippingKinds: [], defaultAddressId: 'home' },
    states: ['address', 'review', 'placing', 'placed'],
  },
  'a service': {
    input: { needsAddress: false, shippingKinds: [], defaultAddressId: null },
    states: ['review', 'placing', 'placed'],
  },
};

type Snap = SnapshotFrom<typeof checkoutMachine>;
const comparable = (s: Snap) => ({ value: s.value, context: s.context });

const describeEvent = (event: { type: string; output?: unknown; id?: unknown; kind?: unknown }) => {
  if (event.type === 'address.choose') return `address ${String(event.id)}`;
  if (event.type === 'shipping.choose') return `shipping ${String(event.kind)}`;
  if (event.type === 'xstate.done.actor.place') {
    const answer = event.output as CheckoutPlaceAnswer;
    return answer.ok ? 'placed' : `refused${answer.step ? ` (${answer.step})` : ''}`;
  }
  if (event.type === 'xstate.error.actor.place') return 'server unreachable';
  return event.type;
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe.each(Object.entries(orders))('checkout paths: %s', (_name, { input, states }) => {
  const paths = getShortestPaths(checkoutMachine, {
    events: events as never,
    input,
    filterEvents: (snapshot, event) =>
      event.type.startsWith('xstate.') ? snapshot.matches('placing') : true,
  });

  it('reaches every step the order needs, and no other', () => {
    const reached = new Set(paths.map((p) => p.state.value as string));
    expect([...reached].sort()).toEqual([...states].sort());
  });

  it.each(paths.map((p) => [describeSteps(p.steps, describeEvent), p] as const))(
    '%s',
    async (_d, path) => {
      const place = deferredActor<CheckoutPlaceAnswer, PlaceInput>();
      const actor = createActor(checkoutMachine.provide({ actors: { place: place.logic } }), {
        input,
      }).start();
      await replayPath({
        actor,
        steps: path.steps,
        invoked: { place },
        describe: describeEvent,
        comparable,
      });
      actor.stop();
    },
  );
});
