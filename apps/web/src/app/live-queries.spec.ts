import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  serverEvents,
  type AppNotification,
  type ServerToClientEvents,
} from '@matchbazaar/contracts';
import type { QueryKey } from '@tanstack/react-query';

// The table reads no server here: the features' api modules it takes its keys from need no client
// (their client reads Vite's environment, which Node has not).
jest.unstable_mockModule('../lib/session/api', () => ({ api: {} }));
const { reviewKeys } = await import('../features/reviews/api/reviews-api');
const { realtimeHub } = await import('../lib/realtime/realtime-hub');
const { queryClient } = await import('../lib/server-state/query-client');
const { followPushes, staleAfterPush, staleAfterReconnect } = await import('./live-queries');

// The one table of which reads a push makes stale (docs/product/live-marketplace.md, "Live lists").

const userId = 'user-1';

/** What the table marks stale for one push. */
function staleFor<E extends keyof ServerToClientEvents>(
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): QueryKey[] {
  return staleAfterPush[event]?.(userId, payload) ?? [];
}

/** Whether `key` starts with `prefix` (TanStack Query's partial match). */
const within = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => part === key[index]);

describe('staleAfterPush', () => {
  it("marks an order's reviews stale when one is written or replied to", () => {
    expect(staleFor(serverEvents.orderReviewsChanged, { orderId: 'order-9' })).toEqual([
      reviewKeys.order(userId, 'order-9'),
    ]);
  });

  it("marks every order's reviews stale when a review notification arrives", () => {
    const notification = { type: 'review.received' } as AppNotification;
    expect(staleFor(serverEvents.notification, notification)).toEqual([reviewKeys.orders(userId)]);
  });

  it('marks nothing for a notification that announces no list', () => {
    const notification = { type: 'account.security' } as AppNotification;
    expect(staleFor(serverEvents.notification, notification)).toEqual([]);
  });

  it('reads again on reconnecting whatever a review push makes stale', () => {
    const after = staleFor(serverEvents.orderReviewsChanged, { orderId: 'order-9' });
    const again = staleAfterReconnect(userId);
    for (const key of after) expect(again.some((prefix) => within(key, prefix))).toBe(true);
  });
});

describe('followPushes', () => {
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  afterEach(() => {
    invalidate.mockClear();
  });

  it('listens to every push the table names, and stops when asked', () => {
    const stop = followPushes(userId);
    realtimeHub.publish(serverEvents.orderReviewsChanged, { orderId: 'order-9' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: reviewKeys.order(userId, 'order-9') });
    const events = Object.keys(staleAfterPush);
    expect(events).toContain(serverEvents.orderReviewsChanged);

    stop();
    invalidate.mockClear();
    realtimeHub.publish(serverEvents.orderReviewsChanged, { orderId: 'order-9' });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reaches each event of the table', () => {
    const stop = followPushes(userId);
    const payloads: { [E in keyof ServerToClientEvents]?: unknown } = {
      [serverEvents.conversationMessage]: {},
      [serverEvents.conversationRead]: {},
      [serverEvents.orderChanged]: {},
      [serverEvents.orderReviewsChanged]: { orderId: 'order-9' },
      [serverEvents.proposalChanged]: { requirementId: 'req-1' },
      [serverEvents.notification]: { type: 'lead.received' },
    };
    for (const event of Object.keys(staleAfterPush)) {
      invalidate.mockClear();
      realtimeHub.publish(event, payloads[event as keyof ServerToClientEvents]);
      expect([event, invalidate.mock.calls.length > 0]).toEqual([event, true]);
    }
    stop();
  });
});
