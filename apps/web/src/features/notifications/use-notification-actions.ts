import type { AppNotification } from '@matchbazaar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  countsQuery,
  markAllRead,
  markRead,
  markSeen,
  notificationKeys,
} from './api/notifications-api';
import { readLocally } from './use-notification-sync';

/**
 * Read, read all and seen: shown at once in the cache, then sent; the badge's count is read again
 * once the server has answered (or refused), so it ends as the server has it.
 */
export function useNotificationActions(userId: string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const countsKey = countsQuery(userId).queryKey;
    const settle = (sent: Promise<void>) =>
      void sent
        .catch(() => queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) }))
        .finally(() => void queryClient.invalidateQueries({ queryKey: countsKey }));
    return {
      read: (item: AppNotification) => {
        if (item.readAt) return;
        readLocally(queryClient, userId, (held) => held.id === item.id);
        queryClient.setQueryData(countsKey, (c) =>
          c ? { ...c, unread: Math.max(0, c.unread - 1) } : c,
        );
        settle(markRead(item.id));
      },
      readAll: () => {
        readLocally(queryClient, userId, () => true);
        queryClient.setQueryData(countsKey, (c) => (c ? { ...c, unread: 0 } : c));
        settle(markAllRead());
      },
      /** The list was opened: everything up to its newest has been seen. */
      seen: (newest: string) => {
        queryClient.setQueryData(countsKey, (c) => (c ? { ...c, unseen: 0 } : c));
        settle(markSeen(newest));
      },
    };
  }, [queryClient, userId]);
}
