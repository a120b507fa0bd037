import { describe, expect, it } from '@jest/globals';
import {
  finalOrderStatuses,
  orderActions,
  orderStatuses,
  type OrderAction,
  type OrderStatus,
} from '@matchbazaar/contracts';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  nextOrderStatus,
  orderActionSide,
  orderActionsFor,
  orderMachine,
  orderMoneyOf,
  orderStartOf,
  orderTimers,
} from './order.machine.js';

/**
 * The order's rules (docs/product/orders.md, "Its life") on a running machine, started from a
 * stored status the way the BFF resolves one. Who may act is the access policy's; here only when.
 */
function at(status: OrderStatus) {
  return createActor(orderMachine, {
    snapshot: orderMachine.resolveState({ value: status, context: {} }),
  }).start();
}

/** The status after `actions`, from `status`, on a running actor. */
function walk(status: OrderStatus, ...actions: OrderAction[]): OrderStatus {
  const actor = at(status);
  actions.forEach((type) => actor.send({ type }));
  return actor.getSnapshot().value;
}

/** Every step the doc's table allows, and where it leads. */
const allowed: Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>> = {
  placed: {
    accept: 'accepted',
    decline: 'declined',
    'buyer.cancel': 'cancelled',
    timeout: 'declined',
  },
  quoting: {
    quote: 'quoted',
    decline: 'declined',
    'buyer.cancel': 'cancelled',
    timeout: 'declined',
  },
  quoted: {
    'quote.accept': 'accepted',
    'quote.decline': 'cancelled',
    'seller.cancel': 'cancelled',
    timeout: 'cancelled',
  },
  accepted: {
    pay: 'paid',
    'buyer.cancel': 'cancelled',
    'seller.cancel': 'cancelled',
    timeout: 'cancelled',
  },
  paid: {
    ship: 'shipped',
    'seller.cancel': 'cancelled',
    dispute: 'disputed',
    timeout: 'cancelled',
  },
  shipped: { deliver: 'delivered', confirm: 'completed', dispute: 'disputed' },
  delivered: { confirm: 'completed', dispute: 'disputed', timeout: 'completed' },
  disputed: {
    'resolve.release': 'completed',
    'resolve.refund': 'cancelled',
    'resolve.split': 'completed',
  },
  completed: {},
  cancelled: {},
  declined: {},
};

describe('order machine: the life of docs/product/orders.md', () => {
  it('a new order starts placed, waiting for the seller', () => {
    const actor = createActor(orderMachine).start();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(orderActionsFor('placed', 'seller')).toEqual(['accept', 'decline']);
  });

  it('goods: accepted, paid, shipped, delivered, then confirmed by the buyer completes it', () => {
    const actor = createActor(orderMachine).start();
    const seen: OrderStatus[] = [];
    for (const type of ['accept', 'pay', 'ship', 'deliver', 'confirm'] as const) {
      actor.send({ type });
      seen.push(actor.getSnapshot().value);
    }
    expect(seen).toEqual(['accepted', 'paid', 'shipped', 'delivered', 'completed']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('by quotation: quoted by the seller, the new total accepted by the buyer, then paid and shipped', () => {
    expect(orderStartOf('quote')).toBe('quoting');
    expect(walk('quoting', 'quote', 'quote.accept', 'pay', 'ship', 'deliver', 'confirm')).toBe(
      'completed',
    );
    // The seller's quote is their acceptance: nobody accepts the order again.
    expect(walk('quoting', 'accept')).toBe('quoting');
    // Declining the quote ends the order; nothing was paid.
    expect(walk('quoting', 'quote', 'quote.decline')).toBe('cancelled');
    expect(walk('quoting', 'quote', 'pay')).toBe('quoted');
  });

  it('the buyer may confirm receipt before the seller marks it delivered', () => {
    expect(walk('shipped', 'confirm')).toBe('completed');
  });

  describe.each(orderStatuses.map((s) => [s] as const))('from %s', (status) => {
    const steps = Object.entries(allowed[status]) as Array<[OrderAction, OrderStatus]>;
    const refused = orderActions.filter((action) => !(action in allowed[status]));

    if (steps.length > 0)
      it.each(steps)('%s leads to %s, here and in the BFF', (action, to) => {
        expect(walk(status, action)).toBe(to);
        expect(nextOrderStatus(status, action)).toBe(to);
      });

    it(`refuses ${refused.join(', ')}: the order stays where it is`, () => {
      for (const action of refused) {
        const actor = at(status);
        const before = actor.getSnapshot();
        actor.send({ type: action });
        expect([action, actor.getSnapshot().value]).toEqual([action, status]);
        expect(actor.getSnapshot().status).toBe(before.status);
        expect(nextOrderStatus(status, action)).toBeUndefined();
      }
    });
  });
});

describe('order machine: who may leave, and when', () => {
  it('the buyer may cancel only before paying', () => {
    const may = orderStatuses.filter((s) => nextOrderStatus(s, 'buyer.cancel') !== undefined);
    expect(may).toEqual(['placed', 'quoting', 'accepted']);
    // A quoted order is left by declining the quote.
    expect(nextOrderStatus('quoted', 'quote.decline')).toBe('cancelled');
  });

  it('the seller declines a placed order and may cancel only after accepting and before shipping', () => {
    expect(orderActionsFor('placed', 'seller')).not.toContain('seller.cancel');
    const may = orderStatuses.filter((s) => nextOrderStatus(s, 'seller.cancel') !== undefined);
    expect(may).toEqual(['quoted', 'accepted', 'paid']);
  });

  it('the buyer may dispute once paid and until confirming receipt', () => {
    const may = orderStatuses.filter((s) => nextOrderStatus(s, 'dispute') !== undefined);
    expect(may).toEqual(['paid', 'shipped', 'delivered']);
    expect(walk('shipped', 'confirm', 'dispute')).toBe('completed');
  });

  it('only an admin ends a dispute, and a disputed order has no timer', () => {
    for (const side of ['buyer', 'seller', 'system'] as const)
      expect(orderActionsFor('disputed', side)).toEqual([]);
    expect(walk('disputed', 'timeout')).toBe('disputed');
  });

  it("the platform's only step is a waiting state's timer", () => {
    for (const status of orderStatuses) {
      const timed = status in orderTimers;
      expect([status, orderActionsFor(status, 'system')]).toEqual([
        status,
        timed ? ['timeout'] : [],
      ]);
    }
  });

  it('each step belongs to one side, and the screens offer a side only its own', () => {
    for (const status of orderStatuses)
      for (const side of ['buyer', 'seller', 'system', 'admin'] as const)
        for (const action of orderActionsFor(status, side))
          expect(orderActionSide[action]).toBe(side);
  });

  it.each(finalOrderStatuses.map((s) => [s] as const))(
    '%s is final: the actor is done and nobody has anything left to do',
    (status) => {
      const actor = at(status);
      expect(actor.getSnapshot().status).toBe('done');
      for (const side of ['buyer', 'seller', 'system', 'admin'] as const)
        expect(orderActionsFor(status, side)).toEqual([]);
    },
  );
});

describe('order machine: the money held in escrow', () => {
  const events = orderActions.map((type) => ({ type }));
  const endings = (['placed', 'quoting'] as const)
    .flatMap((start) =>
      getSimplePaths(orderMachine, {
        events,
        fromState: orderMachine.resolveState({ value: start, context: {} }),
      }),
    )
    .filter((p) => (finalOrderStatuses as readonly string[]).includes(p.state.value));

  it('money paid in leaves exactly once, whichever way the order ends; none moves if it never was', () => {
    expect(endings.length).toBeGreaterThan(10);
    for (const path of endings) {
      const moves = path.steps.slice(1).map((step, i) => {
        const from = path.steps[i]!.state.value;
        return orderMoneyOf(from, step.event.type);
      });
      const paidIn = moves.filter((m) => m === 'payment').length;
      const paidOut = moves.filter(
        (m) => m === 'refund' || m === 'release' || m === 'split',
      ).length;
      const route = path.steps.map((s) => s.event.type).join(' → ');
      expect([route, paidIn, paidOut]).toEqual([route, paidIn, paidIn]);
    }
  });

  it('completing releases to the seller; cancelling a paid or disputed order refunds the buyer', () => {
    expect(orderMoneyOf('delivered', 'confirm')).toBe('release');
    expect(orderMoneyOf('disputed', 'resolve.refund')).toBe('refund');
    expect(orderMoneyOf('accepted', 'buyer.cancel')).toBe('none');
    expect(orderMoneyOf('placed', 'decline')).toBe('none');
  });

  it('a refused step moves no money', () => {
    for (const status of orderStatuses)
      for (const action of orderActions)
        if (action !== 'resolve.split' && nextOrderStatus(status, action) === undefined)
          expect([status, action, orderMoneyOf(status, action)]).toEqual([status, action, 'none']);
  });

  // orderMoneyOf once answered 'split' for a split the order refuses (one not disputed).
  it('a refused split moves no money either', () => {
    for (const status of orderStatuses.filter((s) => s !== 'disputed'))
      expect([status, orderMoneyOf(status, 'resolve.split')]).toEqual([status, 'none']);
  });
});
