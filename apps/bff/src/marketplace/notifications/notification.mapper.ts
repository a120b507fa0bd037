import type { AppNotification } from '@matchbazaar/contracts';
import type { Notification } from './notification.entity.js';

/** A stored notification as the API and the socket send it. */
export function toAppNotification(row: Notification): AppNotification {
  return {
    id: String(row.id),
    type: row.type,
    title: row.title,
    body: row.body ?? null,
    link: row.link ?? null,
    data: row.data ?? {},
    createdAt: row.createdAt.toISOString(),
    seenAt: row.seenAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}
