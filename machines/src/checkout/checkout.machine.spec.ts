import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMessages } from '@matchbazaar/contracts';
import {
  checkoutMachine,
  type CheckoutInput,
  type CheckoutPlaceAnswer,
} from './checkout.machine.js';

const c = checkoutMessages;

function start(
  input: CheckoutInput,
  answer: CheckoutPlaceAnswer | Error = { ok: true, orderId: 'o1' },
) {
  const sent: unknown[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        place: fromPromise(({ input: placed }) => {
          sent.push(placed);
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, sent };
}

const goods: CheckoutInput = {
  needsAddress: true,
  shippingKinds: ['flat', 'pickup'],
  defaultAddressId: null,
};

describe('checkout machine (docs/product/orders.md, "Checkout")', () => {
  it('goes address, shipping, review, and places with the choices', async () => {
    const { actor, sent } = start(goods);
    expect(actor.getSnapshot().value).toBe('address');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.failure).toBe(c.checkout.addressRequired);
    actor.send({ type: 'address.choose', id: 'a1' });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('shipping');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.failure).toBe(c.shipping.required);
    actor.send({ type: 'shipping.choose', kind: 'flat' });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('shipping');
    actor.send({ type: 'next' });
    actor.send({ type: 'place' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.orderId).toBe('o1');
    expect(sent).toEqual([{ addressId: 'a1', shipping: 'flat' }]);
  });

  it('starts on the default address and a sole option; pick-up sends no address', async () => {
    const { actor, sent } = start({ ...goods, defaultAddressId: 'd' });
    actor.send({ type: 'next' });
    actor.send({ type: 'shipping.choose', kind: 'pickup' });
    actor.send({ type: 'next' });
    actor.send({ type: 'place' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ addressId: null, shipping: 'pickup' }]);

    const sole = start({ needsAddress: false, shippingKinds: ['pickup'], defaultAddressId: 'd' });
    expect(sole.actor.getSnapshot()).toMatchObject({
      value: 'shipping',
      context: { shipping: 'pickup', addressId: null },
    });
  });

  it('a service goes straight to review, with neither address nor shipping', async () => {
    const { actor, sent } = start({
      needsAddress: false,
      shippingKinds: [],
      defaultAddressId: 'd',
    });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'place' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ addressId: null, shipping: null }]);
  });

  it("a refusal naming a step returns to it with the server's words; no answer stays on review", async () => {
    const refused = start(
      { ...goods, defaultAddressId: 'a1' },
      { ok: false, step: 'address', message: c.checkout.addressNotYours },
    );
    refused.actor.send({ type: 'next' });
    refused.actor.send({ type: 'shipping.choose', kind: 'flat' });
    refused.actor.send({ type: 'next' });
    refused.actor.send({ type: 'place' });
    const back = await waitFor(refused.actor, (s) => s.value === 'address');
    expect(back.context.failure).toBe(c.checkout.addressNotYours);

    const offline = start(
      { ...goods, shippingKinds: [], needsAddress: false },
      new Error('offline'),
    );
    offline.actor.send({ type: 'place' });
    const review = await waitFor(
      offline.actor,
      (s) => s.value === 'review' && s.context.failure !== null,
    );
    expect(review.context.failure).toBe(c.checkout.failed);
  });
});
