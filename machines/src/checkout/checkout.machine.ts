import { assign, fromPromise, setup } from 'xstate';
import { checkoutMessages, type ShippingKind } from '@matchbazaar/contracts';

/**
 * Checkout for goods (docs/product/orders.md, "Checkout"): choose the address, then the shipping,
 * then review the order and place it. A step the order does not need is skipped: a service has no
 * address (nor a listing that only offers pick-up), a listing without shipping options no
 * shipping. Placing is an app-supplied actor (POST listings/:id/orders); the total is the
 * server's. A refusal that names the address or the shipping goes back to that step with the
 * server's words.
 */

export interface CheckoutInput {
  /** Goods sent to the buyer: an address is chosen first. */
  needsAddress: boolean;
  /** The listing's shipping kinds, in its order; empty when it offers none. */
  shippingKinds: readonly ShippingKind[];
  /** The buyer's default address, chosen to begin with. */
  defaultAddressId: string | null;
}

export type CheckoutPlaceAnswer =
  { ok: true; orderId: string } | { ok: false; message: string; step?: 'address' | 'shipping' };

export interface CheckoutContext extends CheckoutInput {
  addressId: string | null;
  shipping: ShippingKind | null;
  /** The server's refusal, or what is missing, shown on the step it concerns. */
  failure: string | null;
  orderId: string | null;
}

export type CheckoutEvent =
  | { type: 'address.choose'; id: string }
  | { type: 'shipping.choose'; kind: ShippingKind }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'place' };

const c = checkoutMessages;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Supplied by the app: places the order with the choices; rejects when offline. */
    place: fromPromise<
      CheckoutPlaceAnswer,
      { addressId: string | null; shipping: ShippingKind | null }
    >(() => Promise.reject(new Error('place is supplied by the app'))),
  },
  guards: {
    needsAddress: ({ context }) => context.needsAddress,
    hasShipping: ({ context }) => context.shippingKinds.length > 0,
    addressChosen: ({ context }) => context.addressId !== null,
    shippingChosen: ({ context }) => context.shipping !== null,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    addressId: input.needsAddress ? input.defaultAddressId : null,
    // One option needs no choosing.
    shipping: input.shippingKinds.length === 1 ? input.shippingKinds[0]! : null,
    failure: null,
    orderId: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'needsAddress', target: 'address' },
        { guard: 'hasShipping', target: 'shipping' },
        { target: 'review' },
      ],
    },
    address: {
      on: {
        'address.choose': {
          actions: assign({ addressId: ({ event }) => event.id, failure: null }),
        },
        next: [
          { guard: 'addressChosen', target: 'afterAddress', actions: assign({ failure: null }) },
          { actions: assign({ failure: c.checkout.addressRequired }) },
        ],
      },
    },
    afterAddress: {
      always: [{ guard: 'hasShipping', target: 'shipping' }, { target: 'review' }],
    },
    shipping: {
      on: {
        'shipping.choose': {
          actions: assign({ shipping: ({ event }) => event.kind, failure: null }),
        },
        next: [
          { guard: 'shippingChosen', target: 'review', actions: assign({ failure: null }) },
          { actions: assign({ failure: c.shipping.required }) },
        ],
        back: { guard: 'needsAddress', target: 'address', actions: assign({ failure: null }) },
      },
    },
    review: {
      on: {
        place: { target: 'placing', actions: assign({ failure: null }) },
        back: [
          { guard: 'hasShipping', target: 'shipping', actions: assign({ failure: null }) },
          { guard: 'needsAddress', target: 'address', actions: assign({ failure: null }) },
        ],
      },
    },
    placing: {
      invoke: {
        id: 'place',
        src: 'place',
        input: ({ context }) => ({
          addressId:
            context.needsAddress && context.shipping !== 'pickup' ? context.addressId : null,
          shipping: context.shipping,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'placed',
            actions: assign({
              orderId: ({ event }) => (event.output.ok ? event.output.orderId : null),
            }),
          },
          {
            guard: ({ event, context }) =>
              !event.output.ok && event.output.step === 'address' && context.needsAddress,
            target: 'address',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.message),
            }),
          },
          {
            guard: ({ event, context }) =>
              !event.output.ok &&
              event.output.step === 'shipping' &&
              context.shippingKinds.length > 0,
            target: 'shipping',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.message),
            }),
          },
          {
            target: 'review',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.message),
            }),
          },
        ],
        onError: {
          target: 'review',
          actions: assign({ failure: c.checkout.failed }),
        },
      },
    },
    placed: { type: 'final' },
  },
});
