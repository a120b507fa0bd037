import {
  notificationCountsAnswerSchema,
  notificationsAnswerSchema,
  type NotificationCounts,
  type NotificationsPage,
} from '@matchbazaar/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';

/**
 * The notification centre's calls (docs/product/live-marketplace.md). Keys carry the user's id, so
 * one account's notifications are never shown to the next one signed in on this browser.
 */

const base = '/api/v1/notifications';

export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  counts: (userId: string) => [...notificationKeys.all(userId), 'counts'] as const,
  lists: (userId: string) => [...notificationKeys.all(userId), 'list'] as const,
  list: (userId: string, unreadOnly: boolean) =>
    [...notificationKeys.lists(userId), unreadOnly ? 'unread' : 'all'] as const,
};

/** Newest first, one page; the popover shows the first few of the same list. */
export const pageSize = 20;

function listPath(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `${base}?${query.toString()}`;
}

/** GET /api/v1/notifications: newest first, older pages by cursor. */
export const notificationsQuery = (userId: string, unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId, unreadOnly),
    queryFn: ({ pageParam, signal }): Promise<NotificationsPage> =>
      checkedGet(
        listPath({
          cursor: pageParam,
          unread: unreadOnly ? 'true' : undefined,
          limit: String(pageSize),
        }),
        notificationsAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** GET /api/v1/notifications/counts: the badge's unread count. */
export const countsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.counts(userId),
    queryFn: ({ signal }): Promise<NotificationCounts> =>
      checkedGet(`${base}/counts`, notificationCountsAnswerSchema, signal).then((a) => a.data),
  });

/**
 * Everything after `id`, oldest first, however many reads it takes (the server says `more` while
 * some wait beyond one page). The last answer's counts come with it.
 */
export async function readAfter(
  id: string,
): Promise<{ items: NotificationsPage['items']; counts: NotificationCounts }> {
  const items: NotificationsPage['items'] = [];
  let after = id;
  for (;;) {
    const page = await checkedGet(
      listPath({ after, limit: '100' }),
      notificationsAnswerSchema,
    ).then((answer) => answer.data);
    items.push(...page.items);
    const last = page.items.at(-1);
    if (!page.more || !last) return { items, counts: page.counts };
    after = last.id;
  }
}

/** A POST whose answer only has to be a success. */
const post = (path: string, body?: unknown): Promise<void> =>
  api.call({ method: 'POST', path, body }, (answer: Record<string, unknown>) =>
    answer.success === true ? undefined : null,
  );

export const markRead = (id: string) => post(`${base}/${id}/read`);
export const markAllRead = () => post(`${base}/read-all`);
export const markSeen = (upTo: string) => post(`${base}/seen`, { upTo });
