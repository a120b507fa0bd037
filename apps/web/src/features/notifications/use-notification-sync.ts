import {
  serverEvents,
  type AppNotification,
  type NotificationCounts,
} from '@matchbazaar/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtimeConnected, useRealtimeEvent } from '../../lib/realtime/use-realtime';
import {
  countsQuery,
  notificationKeys,
  notificationsQuery,
  readAfter,
} from './api/notifications-api';
import { mergeIntoPages, newestId, newUnread, updateInPages } from './notification-merge';

/**
 * Keeps the cached notifications current (docs/product/live-marketplace.md): a push is merged in
 * by id; counts pushed after a read elsewhere replace the badge's; on every connection made, everything after the newest id held is read (however many
 * pages) and merged the same way, so a drop, a BFF restart or a laptop waking misses nothing.
 */
export function useNotificationSync(userId: string): void {
  const queryClient = useQueryClient();

  useRealtimeEvent(serverEvents.notification, (notification) =>
    arrived(queryClient, userId, [notification], null),
  );

  // Read elsewhere (another tab or device): the server's counts, and the lists read again.
  useRealtimeEvent(serverEvents.notificationCounts, (counts) => {
    const countsKey = countsQuery(userId).queryKey;
    const before = queryClient.getQueryData(countsKey);
    queryClient.setQueryData(countsKey, counts);
    if (before && counts.unread < before.unread)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
  });

  useRealtimeConnected(
    useCallback(() => {
      const held = heldNotifications(queryClient, userId);
      const after = held ? newestId(held) : null;
      // Nothing held yet: the list reads fresh when it opens; the badge reads its count again.
      if (!after) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.counts(userId) });
        return;
      }
      readAfter(after).then(
        ({ items, counts }) => arrived(queryClient, userId, items, counts),
        () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
      );
    }, [queryClient, userId]),
  );
}

/** The newest-first list's items held in the cache, or null before it was first read. */
function heldNotifications(queryClient: QueryClient, userId: string): AppNotification[] | null {
  const data = queryClient.getQueryData(notificationsQuery(userId, false).queryKey);
  return data ? data.pages.flatMap((page) => page.items) : null;
}

/** Arrivals merged into both lists and the badge (the server's counts when a read brought them). */
function arrived(
  queryClient: QueryClient,
  userId: string,
  items: AppNotification[],
  counts: NotificationCounts | null,
): void {
  if (items.length === 0 && !counts) return;
  const held = heldNotifications(queryClient, userId);
  const countsKey = countsQuery(userId).queryKey;
  if (counts) queryClient.setQueryData(countsKey, counts);
  else if (held) {
    const added = newUnread(held, items);
    queryClient.setQueryData(countsKey, (current) =>
      current ? { unread: current.unread + added, unseen: current.unseen + added } : current,
    );
  } else void queryClient.invalidateQueries({ queryKey: countsKey });

  queryClient.setQueryData(notificationsQuery(userId, false).queryKey, (data) =>
    data ? mergeIntoPages(data, items) : data,
  );
  const unread = items.filter((item) => !item.readAt);
  queryClient.setQueryData(notificationsQuery(userId, true).queryKey, (data) =>
    data ? mergeIntoPages(data, unread) : data,
  );
}

/** Marks the cached copies read (both lists) at once, before the server confirms. */
export function readLocally(
  queryClient: QueryClient,
  userId: string,
  which: (item: AppNotification) => boolean,
): void {
  const at = new Date().toISOString();
  for (const unreadOnly of [false, true])
    queryClient.setQueryData(notificationsQuery(userId, unreadOnly).queryKey, (data) =>
      data
        ? updateInPages(
            data,
            (item) => !item.readAt && which(item),
            (item) => ({ ...item, readAt: at }),
          )
        : data,
    );
}
