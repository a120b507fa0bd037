import { emailDeliveries, notificationCategories, notificationTypes } from '@matchbazaar/contracts';
import { notificationPreferenceTable, notificationTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * A stored notification (docs/decisions/0007-realtime.md): written before it is pushed. The id is
 * an identity column, so ids grow in the order notifications are stored and a client catches up
 * with "everything after the last id I hold".
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  // The worker reads and marks this table too: its names live in libs/db-schema.
  tableName: notificationTable.name,
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.uuid(),
    type: p.enum(notificationTypes),
    title: p.string().length(200),
    body: p.string().length(1000).nullable(),
    link: p.string().length(300).nullable(),
    data: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    seenAt: p.datetime().nullable(),
    readAt: p.datetime().nullable(),
    /** When a mail told the user of it (an instant mail or a digest); never mailed twice. */
    emailedAt: p.datetime().nullable(),
    /** When its Web Push job was queued; the worker's sweep queues those left null. */
    pushQueuedAt: p.datetime().nullable(),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);

/**
 * A user's email and push choices for one category; a category without a row, or a null choice,
 * uses the default (so choosing push does not pin email to today's default, nor the reverse).
 */
export const NotificationPreferenceSchema = defineEntity({
  name: 'NotificationPreference',
  tableName: notificationPreferenceTable.name,
  properties: {
    userId: p.uuid().primary(),
    category: p.enum(notificationCategories).primary(),
    email: p.enum(emailDeliveries).nullable(),
    push: p.boolean().nullable(),
  },
});

export class NotificationPreference extends NotificationPreferenceSchema.class {}
NotificationPreferenceSchema.setClass(NotificationPreference);
