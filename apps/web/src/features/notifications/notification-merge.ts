import type { AppNotification, NotificationsPage } from '@matchbazaar/contracts';

/**
 * The client's copy of the notification list (docs/product/live-marketplace.md): pushes and
 * catch-up reads arrive in any order and may repeat, so everything is merged by id, newest first.
 * Ids are ordered integers sent as text: compared by length, then as text, never as numbers.
 */

/** Negative when `a` is older than `b`. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The newest id among `lists`, or null when they are all empty. */
export function newestId(...lists: ReadonlyArray<readonly AppNotification[]>): string | null {
  let newest: string | null = null;
  for (const list of lists)
    for (const { id } of list) if (newest === null || compareIds(id, newest) > 0) newest = id;
  return newest;
}

/** `held` and `incoming` as one list, newest first, each id once; the incoming copy wins. */
export function mergeNotifications(
  held: readonly AppNotification[],
  incoming: readonly AppNotification[],
): AppNotification[] {
  const byId = new Map<string, AppNotification>();
  for (const item of held) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => compareIds(b.id, a.id));
}

export interface PagedNotifications {
  pages: NotificationsPage[];
  pageParams: unknown[];
}

/**
 * Arrivals into newest-first pages: a copy of one already held replaces it where it is; the rest
 * are new and join the first page, in order.
 */
export function mergeIntoPages<T extends PagedNotifications>(
  data: T,
  incoming: readonly AppNotification[],
): T {
  if (incoming.length === 0 || data.pages.length === 0) return data;
  const fresh = new Map(incoming.map((item) => [item.id, item]));
  const pages = data.pages.map((page) => page.items.map((item) => fresh.get(item.id) ?? item));
  const held = new Set(pages.flat().map((item) => item.id));
  const added = [...fresh.values()].filter((item) => !held.has(item.id));
  const first = mergeNotifications(pages[0]!, added);
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: index === 0 ? first : pages[index]!,
    })),
  };
}

/** The same pages with `change` applied to each item `which` picks. */
export function updateInPages<T extends PagedNotifications>(
  data: T,
  which: (item: AppNotification) => boolean,
  change: (item: AppNotification) => AppNotification,
): T {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (which(item) ? change(item) : item)),
    })),
  };
}

/** How many of `incoming` are unread and not in `held`: what a push adds to the badge. */
export function newUnread(held: readonly AppNotification[], incoming: readonly AppNotification[]) {
  const ids = new Set(held.map((item) => item.id));
  return new Set(incoming.filter((item) => !ids.has(item.id) && !item.readAt).map((i) => i.id))
    .size;
}
