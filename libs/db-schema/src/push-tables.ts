import type { TableSchema } from './table-schema.js';

/**
 * Web Push's tables (docs/decisions/0040-web-push.md): the BFF subscribes and lists devices, the
 * worker reads them to send and deletes the ones the push service calls gone.
 */
export const pushSubscriptionTable = {
  name: 'push_subscription',
  columns: {
    id: 'id',
    userId: 'user_id',
    endpoint: 'endpoint',
    p256dh: 'p256dh',
    auth: 'auth',
    label: 'label',
    createdAt: 'created_at',
    lastPushedAt: 'last_pushed_at',
    failures: 'failures',
  },
} as const satisfies TableSchema;

/** A user's quiet hours: no push from `from` to `to` ('HH:MM') in `timeZone`. */
export const notificationQuietHoursTable = {
  name: 'notification_quiet_hours',
  columns: { userId: 'user_id', from: 'from_time', to: 'to_time', timeZone: 'time_zone' },
} as const satisfies TableSchema;

export const pushTables = [pushSubscriptionTable, notificationQuietHoursTable] as const;
