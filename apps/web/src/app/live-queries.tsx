import {
  serverEvents,
  type NotificationType,
  type ServerToClientEvents,
} from '@matchbazaar/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { orderKeys } from '../features/orders/api/orders-api';
import { useEffect } from 'react';
import { realtimeHub } from '../lib/realtime/realtime-hub';
import { useRealtimeConnected } from '../lib/realtime/use-realtime';
import { reviewKeys } from '../features/reviews/api/reviews-api';
import { queryClient } from '../lib/server-state/query-client';
import { inboxKeys } from '../features/inbox/api/inbox-api';
import { matchingKeys } from '../features/marketplace/api/matching-api';
import { proposalKeys } from '../features/marketplace/api/proposals-api';

/**
 * The one table of which cached reads a server push makes stale (docs/product/live-marketplace.md,
 * "Live lists"): every list a signed-in user may have open follows it, so no page keeps handlers
 * of its own. Reads not open are only marked stale; an open one is read again at once. Pushes that
 * carry the changed row are also merged in by their owners (orders, the inbox's thread, the bell).
 */
type Pushed = {
  [E in keyof ServerToClientEvents]: (
    userId: string,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ) => QueryKey[];
};

const ordersMoved = (userId: string): QueryKey[] => [
  orderKeys.lists(userId),
  orderKeys.money(userId),
  // The order page's reviews and what it says of them.
  reviewKeys.orders(userId),
  proposalKeys.minePrefix(userId),
];

/** What a stored notification of each type announces beyond the bell's own list. */
const byNotification: Partial<Record<NotificationType, (userId: string) => QueryKey[]>> = {
  'inquiry.received': (userId) => [inboxKeys.inquiriesPrefix(userId), inboxKeys.lists(userId)],
  'lead.received': (userId) => [matchingKeys.leadsPrefix(userId)],
  'match.found': () => [matchingKeys.requirements()],
  'order.placed': ordersMoved,
  'order.changed': ordersMoved,
  'review.received': (userId) => [reviewKeys.orders(userId)],
  'review.published': (userId) => [reviewKeys.orders(userId)],
};

export const staleAfterPush: Partial<Pushed> = {
  [serverEvents.conversationMessage]: (userId) => [
    inboxKeys.inquiriesPrefix(userId),
    inboxKeys.lists(userId),
  ],
  // Read on another device: a new inquiry is no longer new.
  [serverEvents.conversationRead]: (userId) => [inboxKeys.inquiriesPrefix(userId)],
  [serverEvents.orderChanged]: ordersMoved,
  // A review written or replied to: the order's page shows that the other side wrote, or both.
  [serverEvents.orderReviewsChanged]: (userId, { orderId }) => [reviewKeys.order(userId, orderId)],
  [serverEvents.proposalChanged]: (userId, proposal) => [
    proposalKeys.minePrefix(userId),
    proposalKeys.requirementPrefix(proposal.requirementId),
  ],
  [serverEvents.notification]: (userId, notification) =>
    byNotification[notification.type]?.(userId) ?? [],
};

/** Everything the table may mark stale: read again on each connection, for what came meanwhile. */
export const staleAfterReconnect = (userId: string): QueryKey[] => [
  inboxKeys.inquiriesPrefix(userId),
  inboxKeys.lists(userId),
  orderKeys.all(userId),
  reviewKeys.orders(userId),
  proposalKeys.minePrefix(userId),
  proposalKeys.requirements(),
  matchingKeys.leadsPrefix(userId),
  matchingKeys.requirements(),
];

const invalidate = (keys: QueryKey[]) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
};

function follow<E extends keyof ServerToClientEvents>(event: E, userId: string): () => void {
  return realtimeHub.on(event, (payload) => {
    const keys = staleAfterPush[event];
    if (keys) invalidate(keys(userId, payload));
  });
}

/**
 * Applies the table for `userId`: every push it names, none forgotten, marks its reads stale.
 * Answers how to stop.
 */
export function followPushes(userId: string): () => void {
  const events = Object.keys(staleAfterPush) as (keyof ServerToClientEvents)[];
  const stops = events.map((event) => follow(event, userId));
  return () => {
    for (const stop of stops) stop();
  };
}

/** Mounted once with the signed-in tools: the table above, applied while signed in. */
export function LiveQueries({ userId }: { userId: string }) {
  useEffect(() => followPushes(userId), [userId]);
  useRealtimeConnected(() => invalidate(staleAfterReconnect(userId)));
  return null;
}
