import { describe, expect, it } from '@jest/globals';
import {
  finalOrderStatuses,
  orderActions,
  orderStatuses,
  type OrderStatus,
} from '@matchbazaar/contracts';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  nextOrderStatus,
  orderActionsFor,
  orderMachine,
  orderMoneyOf,
  orderStartOf,
  orderTimerOf,
  orderTimers,
} from './order.machine.js';

const events = orderActions.map((type) => ({ type }));

const snapshotAt = (status: OrderStatus) =>
  orderMachine.resolveState({ value: status, context: {} });

/** Every shortest path from each status an order starts in (placed, or quoting by quotation). */
const starts = [orderStartOf('flat'), orderStartOf('quote')] as const;
const pathsFrom = (start: OrderStatus) =>
  getShortestPaths(orderMachine, { events, fromState: snapshotAt(start) }).map(
    (path) => [start, path] as const,
  );

describe('order paths', () => {
  const paths = starts.flatMap(pathsFrom);

  it('starts placed, or quoting when the shipping is by quotation', () => {
    expect(starts).toEqual(['placed', 'quoting']);
    expect(orderStartOf(null)).toBe('placed');
    expect(orderStartOf('pickup')).toBe('placed');
  });

  it('reaches every status from the two starts', () => {
    expect(new Set(paths.map(([, p]) => p.state.value))).toEqual(new Set(orderStatuses));
  });

  it.each(
    paths.map(
      ([start, p]) =>
        [
          `${start}: ${p.steps.map((s) => s.event.type).join(' → ') || '(start)'}`,
          start,
          p,
        ] as const,
    ),
  )('%s', (_name, start, path) => {
    const actor = createActor(orderMachine, { snapshot: snapshotAt(start) }).start();
    let status: OrderStatus = start;
    for (const step of path.steps) {
      if (step.event.type.startsWith('xstate.')) continue;
      actor.send(step.event);
      // The pure function the BFF uses agrees with the running machine at every step.
      status = nextOrderStatus(status, step.event.type) ?? status;
      expect(actor.getSnapshot().value).toBe(step.state.value);
      expect(status).toBe(step.state.value);
    }
    actor.stop();
  });

  it('never leaves a final status', () => {
    const simple = starts.flatMap((start) =>
      getSimplePaths(orderMachine, { events, fromState: snapshotAt(start) }),
    );
    for (const path of simple) {
      const statuses = path.steps.map((s) => s.state.value);
      statuses
        .slice(0, -1)
        .forEach((status) => expect(finalOrderStatuses as readonly string[]).not.toContain(status));
    }
    for (const status of finalOrderStatuses) {
      for (const action of orderActions) expect(nextOrderStatus(status, action)).toBeUndefined();
    }
  });
});

describe('timers', () => {
  it.each([
    ['placed', 48 * 3_600_000, 'declined'],
    ['quoting', 48 * 3_600_000, 'declined'],
    ['quoted', 72 * 3_600_000, 'cancelled'],
    ['accepted', 72 * 3_600_000, 'cancelled'],
    ['paid', 14 * 86_400_000, 'cancelled'],
    ['delivered', 14 * 86_400_000, 'completed'],
  ] as const)('%s runs out after %d ms into %s', (status, ms, to) => {
    expect(orderTimerOf(status)).toBe(ms);
    expect(nextOrderStatus(status, 'timeout')).toBe(to);
  });

  it('only waiting states have a timer, and each of them takes timeout', () => {
    for (const status of orderStatuses) {
      const timed = status in orderTimers;
      expect(nextOrderStatus(status, 'timeout') !== undefined).toBe(timed);
    }
  });
});

describe('orderActionsFor', () => {
  it.each([
    ['placed', 'seller', ['accept', 'decline']],
    ['placed', 'buyer', ['buyer.cancel']],
    ['quoting', 'seller', ['quote', 'decline']],
    ['quoting', 'buyer', ['buyer.cancel']],
    ['quoted', 'buyer', ['quote.accept', 'quote.decline']],
    ['quoted', 'seller', ['seller.cancel']],
    ['accepted', 'buyer', ['pay', 'buyer.cancel']],
    ['accepted', 'seller', ['seller.cancel']],
    ['paid', 'seller', ['ship', 'seller.cancel']],
    ['paid', 'buyer', ['dispute']],
    ['shipped', 'seller', ['deliver']],
    ['shipped', 'buyer', ['confirm', 'dispute']],
    ['delivered', 'buyer', ['confirm', 'dispute']],
    ['delivered', 'seller', []],
    ['disputed', 'admin', ['resolve.release', 'resolve.refund', 'resolve.split']],
    ['disputed', 'buyer', []],
    ['completed', 'buyer', []],
    ['cancelled', 'seller', []],
  ] as const)('%s for the %s: %j', (status, side, actions) => {
    expect(orderActionsFor(status, side)).toEqual(actions);
  });
});

describe('orderMoneyOf', () => {
  it.each([
    ['accepted', 'pay', 'payment'],
    ['paid', 'seller.cancel', 'refund'],
    ['paid', 'timeout', 'refund'],
    ['accepted', 'seller.cancel', 'none'],
    ['placed', 'timeout', 'none'],
    ['shipped', 'confirm', 'release'],
    ['delivered', 'timeout', 'release'],
    ['disputed', 'resolve.release', 'release'],
    ['disputed', 'resolve.refund', 'refund'],
    ['disputed', 'resolve.split', 'split'],
    ['paid', 'ship', 'none'],
    // A quote moves no money: nothing is held until the buyer pays the new total.
    ['quoting', 'quote', 'none'],
    ['quoted', 'quote.accept', 'none'],
    ['quoted', 'quote.decline', 'none'],
    ['quoted', 'seller.cancel', 'none'],
    ['quoting', 'timeout', 'none'],
  ] as const)('%s + %s moves %s', (from, action, money) => {
    expect(orderMoneyOf(from, action)).toBe(money);
  });
});
