import { z } from 'zod';
import { answerSchema } from '../api.js';
import { bigintIdText } from '../catalogue/cursors.js';
import { notificationsMessages as m } from '../messages/notifications.js';
import { pushMessages as pm } from '../messages/push.js';

/**
 * The notification centre (docs/product/live-marketplace.md, docs/decisions/0007-realtime.md): a
 * notification is stored before it is pushed; its id is ordered (a bigint sent as a decimal
 * string), so a client that reconnects asks for everything after the last id it holds.
 */

/** Every kind of notification, grouped for preferences by `notificationCategoryOf`. */
export const notificationTypes = [
  'inquiry.received',
  'message.received',
  'proposal.received',
  'proposal.updated',
  'proposal.withdrawn',
  'proposal.shortlisted',
  'proposal.countered',
  'proposal.counterAnswered',
  'proposal.accepted',
  'proposal.declined',
  'match.found',
  'lead.received',
  /** A new listing matched a saved search (docs/product/matching.md, "Saved searches"). */
  'search.alert',
  /** A new order for the seller (docs/product/orders.md). */
  'order.placed',
  /** An order moved on: to the side that did not act (both, when the platform did). */
  'order.changed',
  /** A message on an order's dispute. */
  'order.disputeMessage',
  /** The other party reviewed you, and both reviews are published (docs/product/reviews.md). */
  'review.received',
  /** Your review of an order is published (both wrote, or the window ended). */
  'review.published',
  'post.approved',
  'post.rejected',
  'account.security',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * Preferences are per category; `account` is critical and cannot be switched off. `matches` holds
 * a seller's leads and a buyer's matches; `alerts` the saved searches' alerts, apart because a
 * seller who wants every lead on their phone at once rarely wants their shopping alerts there too.
 */
export const notificationCategories = [
  'inquiries',
  'messages',
  'proposals',
  'matches',
  'alerts',
  'orders',
  'moderation',
  'account',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export function notificationCategoryOf(type: NotificationType): NotificationCategory {
  if (type === 'inquiry.received') return 'inquiries';
  if (type === 'message.received') return 'messages';
  if (type.startsWith('proposal.')) return 'proposals';
  if (type === 'match.found' || type === 'lead.received') return 'matches';
  if (type === 'search.alert') return 'alerts';
  if (type.startsWith('order.') || type.startsWith('review.')) return 'orders';
  if (type.startsWith('post.')) return 'moderation';
  return 'account';
}

export const criticalNotificationCategories: readonly NotificationCategory[] = ['account'];

/** Email per category: none, one mail per notification, or one daily digest. In-app is always on. */
export const emailDeliveries = ['off', 'instant', 'digest'] as const;
export type EmailDelivery = (typeof emailDeliveries)[number];

export const defaultEmailDelivery: Record<NotificationCategory, EmailDelivery> = {
  inquiries: 'instant',
  messages: 'digest',
  proposals: 'instant',
  matches: 'digest',
  alerts: 'digest',
  orders: 'instant',
  moderation: 'instant',
  account: 'instant',
};

/** A user's mail choice for a category: theirs when they made one, else the category's default. */
export function emailDeliveryOf(
  category: NotificationCategory,
  chosen: Partial<Record<NotificationCategory, EmailDelivery>>,
): EmailDelivery {
  return chosen[category] ?? defaultEmailDelivery[category];
}

/** The notification types a user's mail choices send as `delivery` (one mail each, the digest). */
export function typesMailedAs(
  delivery: EmailDelivery,
  chosen: Partial<Record<NotificationCategory, EmailDelivery>>,
): NotificationType[] {
  return notificationTypes.filter(
    (type) => emailDeliveryOf(notificationCategoryOf(type), chosen) === delivery,
  );
}

/**
 * Web Push per category (docs/product/push-notifications.md): on or off, separately from mail.
 * Moderation's verdicts wait for the next visit; everything a trader answers is on.
 */
export const defaultPushChoice: Record<NotificationCategory, boolean> = {
  inquiries: true,
  messages: true,
  proposals: true,
  matches: true,
  alerts: true,
  orders: true,
  moderation: false,
  account: true,
};

/** A time of day, 'HH:MM' on a 24-hour clock. */
export const timeOfDaySchema = z
  .string({ error: pm.quietHoursTimeInvalid })
  .regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, pm.quietHoursTimeInvalid);

/** Whether the runtime knows this IANA time zone (Intl throws a RangeError for any other). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: pm.timeZoneInvalid })
  .min(1, { error: pm.timeZoneInvalid, abort: true })
  .max(64, { error: pm.timeZoneInvalid, abort: true })
  .regex(/^[A-Za-z0-9_+\-/]+$/, { error: pm.timeZoneInvalid, abort: true })
  .refine(isTimeZone, pm.timeZoneInvalid);

/**
 * Quiet hours: no push from `from` until `to` in the user's time zone (the notification is still
 * stored, and mailed as chosen). `from` after `to` wraps midnight: 22:00 to 07:00 is the night.
 */
export const quietHoursSchema = z
  .object({ from: timeOfDaySchema, to: timeOfDaySchema, timeZone: timeZoneSchema })
  .strict()
  .refine((hours) => hours.from !== hours.to, { message: pm.quietHoursEmpty, path: ['to'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/**
 * A notification id: a positive decimal integer as text, within PostgreSQL's bigint (19 digits
 * reach past it: 9999999999999999999 would fail in the database instead of here).
 */
export const notificationIdSchema = bigintIdText(m.idInvalid);

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string().nullable(),
  /** Where opening it leads, a path inside the app ('/dashboard/inbox/...'). */
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/v1/notifications: newest first by `cursor`, or oldest first everything `after` an id. */
export const notificationsQuerySchema = z.object({
  cursor: notificationIdSchema.optional(),
  after: notificationIdSchema.optional(),
  unread: z.enum(['true', 'false'], { error: m.filterInvalid }).optional(),
  limit: z.coerce
    .number({ error: m.limitInvalid })
    .int(m.limitInvalid)
    .min(1, m.limitInvalid)
    .max(100, m.limitInvalid)
    .default(20),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationCountsSchema = z.object({
  unread: z.number().int(),
  unseen: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Newest-first pages: the cursor of the next (older) page. */
  nextCursor: z.string().nullable(),
  /** `after` reads: true when more than `limit` were waiting (ask again after the last one). */
  more: z.boolean(),
  counts: notificationCountsSchema,
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
export const notificationsAnswerSchema = answerSchema(notificationsPageSchema);
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;
export const notificationCountsAnswerSchema = answerSchema(notificationCountsSchema);
export type NotificationCountsAnswer = z.infer<typeof notificationCountsAnswerSchema>;

/** POST /api/v1/notifications/seen: everything up to this id has been seen (the popover opened). */
export const notificationsSeenRequestSchema = z.object({ upTo: notificationIdSchema });
export type NotificationsSeenRequest = z.infer<typeof notificationsSeenRequestSchema>;

export const notificationPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(notificationCategories.map((c) => [c, z.enum(emailDeliveries)])) as Record<
      NotificationCategory,
      z.ZodEnum<{ off: 'off'; instant: 'instant'; digest: 'digest' }>
    >,
  ),
  /** Web Push per category (to every device the user subscribed). */
  push: z.object(
    Object.fromEntries(notificationCategories.map((c) => [c, z.boolean()])) as Record<
      NotificationCategory,
      z.ZodBoolean
    >,
  ),
  quietHours: quietHoursSchema.nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesAnswerSchema = answerSchema(notificationPreferencesSchema);
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswerSchema>;

/**
 * PUT /api/v1/notifications/preferences: any subset of categories for email and for push, and
 * quiet hours (null switches them off); `account` cannot be 'off' by email.
 */
export const notificationPreferencesChangeSchema = z
  .object({
    email: z
      .object(
        Object.fromEntries(
          notificationCategories.map((c) => [
            c,
            z.enum(emailDeliveries, { error: m.deliveryInvalid }).optional(),
          ]),
        ) as Record<
          NotificationCategory,
          z.ZodOptional<z.ZodEnum<{ off: 'off'; instant: 'instant'; digest: 'digest' }>>
        >,
      )
      .strict()
      .optional(),
    push: z
      .object(
        Object.fromEntries(
          notificationCategories.map((c) => [
            c,
            z.boolean({ error: pm.pushChoiceInvalid }).optional(),
          ]),
        ) as Record<NotificationCategory, z.ZodOptional<z.ZodBoolean>>,
      )
      .strict()
      .optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const category of criticalNotificationCategories) {
      if (value.email?.[category] === 'off') {
        ctx.addIssue({ code: 'custom', message: m.criticalCannotBeOff, path: ['email', category] });
      }
    }
  });
export type NotificationPreferencesChange = z.infer<typeof notificationPreferencesChangeSchema>;
