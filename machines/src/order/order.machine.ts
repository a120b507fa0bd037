import type { OrderAction, OrderSide, OrderStatus } from '@matchbazaar/contracts';
import { orderActions } from '@matchbazaar/contracts';
import { setup, transition } from 'xstate';

/**
 * An order's life (docs/product/orders.md). The seller accepts or declines a placed order; the
 * buyer pays an accepted one into escrow; the seller ships (or starts the work) and marks it
 * delivered; the buyer confirms receipt, which releases the money, or opens a dispute before
 * confirming, which an admin resolves. Each waiting state has a timer (`orderTimers`): when it
 * runs out the platform sends `timeout`, whose target depends on the state. Completed, cancelled
 * and declined are final.
 *
 * An order shipped by quotation starts in `quoting` instead of `placed` (`orderStartOf`): the
 * seller quotes the shipping, which is their acceptance at the new total (`quoted`), and the buyer
 * accepts that total (`accepted`, then pays as any order) or declines it (cancelled, nothing
 * charged).
 *
 * Both the BFF (the stored status, with `nextOrderStatus`) and the web (the buttons, with
 * `orderActionsFor`) use this one machine. Who may send an event is the access policy's `order`
 * rows; this says only when.
 */

export type OrderMachineEvent = { type: OrderAction };

/** Which side takes each action. */
export const orderActionSide = {
  accept: 'seller',
  decline: 'seller',
  quote: 'seller',
  'quote.accept': 'buyer',
  'quote.decline': 'buyer',
  ship: 'seller',
  deliver: 'seller',
  'seller.cancel': 'seller',
  pay: 'buyer',
  confirm: 'buyer',
  dispute: 'buyer',
  'buyer.cancel': 'buyer',
  timeout: 'system',
  'resolve.release': 'admin',
  'resolve.refund': 'admin',
  'resolve.split': 'admin',
} as const satisfies Record<OrderAction, OrderSide>;

const hours = 3_600_000;
const days = 24 * hours;

/**
 * The timer of each waiting state: how long after entering it `timeout` is sent. The BFF keys a
 * delayed job by the order and the state it was set for, so a timer for a state the order has
 * left does nothing.
 */
export const orderTimers = {
  placed: 48 * hours,
  quoting: 48 * hours,
  quoted: 72 * hours,
  accepted: 72 * hours,
  paid: 14 * days,
  delivered: 14 * days,
} as const satisfies Partial<Record<OrderStatus, number>>;

export function orderTimerOf(status: OrderStatus): number | undefined {
  return (orderTimers as Partial<Record<OrderStatus, number>>)[status];
}

/** Where a new order starts: waiting for the seller's quote when its shipping is by quotation. */
export function orderStartOf(shippingKind: string | null | undefined): 'placed' | 'quoting' {
  return shippingKind === 'quote' ? 'quoting' : 'placed';
}

export const orderMachine = setup({
  types: { events: {} as OrderMachineEvent },
}).createMachine({
  id: 'order',
  initial: 'placed',
  states: {
    placed: {
      on: {
        accept: 'accepted',
        decline: 'declined',
        'buyer.cancel': 'cancelled',
        // Unanswered: declined for the seller.
        timeout: 'declined',
      },
    },
    // Placed with shipping by quotation: the seller names the shipping (their acceptance at the
    // new total) or declines.
    quoting: {
      on: {
        quote: 'quoted',
        decline: 'declined',
        'buyer.cancel': 'cancelled',
        // Not quoted in time: declined for the seller, as an unanswered placed order.
        timeout: 'declined',
      },
    },
    // The buyer answers the new total; nothing is charged until they accept it and pay.
    quoted: {
      on: {
        'quote.accept': 'accepted',
        'quote.decline': 'cancelled',
        'seller.cancel': 'cancelled',
        // Unanswered: cancelled, as an unpaid accepted order.
        timeout: 'cancelled',
      },
    },
    accepted: {
      on: {
        pay: 'paid',
        'buyer.cancel': 'cancelled',
        'seller.cancel': 'cancelled',
        // Unpaid: cancelled.
        timeout: 'cancelled',
      },
    },
    // The money is in escrow from here until completed (released) or cancelled (refunded).
    paid: {
      on: {
        ship: 'shipped',
        'seller.cancel': 'cancelled',
        dispute: 'disputed',
        // Not shipped in time: cancelled and refunded.
        timeout: 'cancelled',
      },
    },
    shipped: {
      on: {
        deliver: 'delivered',
        confirm: 'completed',
        dispute: 'disputed',
      },
    },
    delivered: {
      on: {
        confirm: 'completed',
        dispute: 'disputed',
        // Not confirmed nor disputed in time: confirmed for the buyer.
        timeout: 'completed',
      },
    },
    disputed: {
      on: {
        'resolve.release': 'completed',
        'resolve.refund': 'cancelled',
        'resolve.split': 'completed',
      },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
    declined: { type: 'final' },
  },
});

function snapshotAt(status: OrderStatus) {
  return orderMachine.resolveState({ value: status, context: {} });
}

/** The status after `action`, or undefined when the action is not possible in `status`. */
export function nextOrderStatus(status: OrderStatus, action: OrderAction): OrderStatus | undefined {
  const from = snapshotAt(status);
  if (!from.can({ type: action })) return undefined;
  const [to] = transition(orderMachine, from, { type: action });
  return to.value;
}

/** The actions `side` may take in `status`, in the order the screens show them. */
export function orderActionsFor(status: OrderStatus, side: OrderSide): OrderAction[] {
  const from = snapshotAt(status);
  return orderActions.filter(
    (action) => orderActionSide[action] === side && from.can({ type: action }),
  );
}

/** What a step does to the money held for the order (docs/product/orders.md). */
export type OrderMoney = 'payment' | 'refund' | 'release' | 'split' | 'none';

export function orderMoneyOf(from: OrderStatus, action: OrderAction): OrderMoney {
  const to = nextOrderStatus(from, action);
  // A step the order refuses moves no money, whatever it would have done.
  if (to === undefined) return 'none';
  if (to === 'paid') return 'payment';
  if (action === 'resolve.split') return 'split';
  if (to === 'completed') return 'release';
  // Cancelling after payment gives it back; before payment there is nothing held.
  if (to === 'cancelled' && (from === 'paid' || from === 'disputed')) return 'refund';
  return 'none';
}
