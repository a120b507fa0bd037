import { z } from 'zod';
import { answerSchema } from '../api.js';
import { bigintIdText } from '../catalogue/cursors.js';
import { notificationsMessages as m } from '../messages/notifications.js';

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

/** Preferences are per category; `account` is critical and cannot be switched off. */
export const notificationCategories = [
  'inquiries',
  'messages',
  'proposals',
  'matches',
  'orders',
  'moderation',
  'account',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export function notificationCategoryOf(type: NotificationType): NotificationCategory {
  if (type === 'inquiry.received') return 'inquiries';
  if (type === 'message.received') return 'messages';
  if (type.startsWith('proposal.')) return 'proposals';
  if (type === 'match.found' || type === 'lead.received' || type === 'search.alert')
    return 'matches';
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
  orders: 'instant',
  moderation: 'instant',
  account: 'instant',
};

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
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesAnswerSchema = answerSchema(notificationPreferencesSchema);
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswerSchema>;

/** PUT /api/v1/notifications/preferences: any subset of categories; `account` cannot be 'off'. */
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
      .strict(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const category of criticalNotificationCategories) {
      if (value.email[category] === 'off') {
        ctx.addIssue({ code: 'custom', message: m.criticalCannotBeOff, path: ['email', category] });
      }
    }
  });
export type NotificationPreferencesChange = z.infer<typeof notificationPreferencesChangeSchema>;
