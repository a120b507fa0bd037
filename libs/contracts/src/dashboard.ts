import { z } from 'zod';
import { answerSchema } from './api.js';
import { listingCardSchema } from './catalogue/listing.js';
import { requirementCardSchema } from './catalogue/requirement.js';
import { recentViewItemSchema, savedListingItemSchema } from './catalogue/saved-and-recent.js';

/** The dashboard's own reads (docs/product/dashboard.md): the overview and the activity timeline. */

const envelope = answerSchema;

const countsSchema = z.record(z.string(), z.number().int());

/** One day of a seller's listing views; `day` is YYYY-MM-DD in UTC. */
export const dailyViewsSchema = z.object({ day: z.string(), views: z.number().int() });
export type DailyViews = z.infer<typeof dailyViewsSchema>;

export const dashboardOverviewSchema = z.object({
  persona: z.enum(['buyer', 'seller']),
  /** The caller's requirements: how many in each status, and the newest open ones. */
  requirements: z.object({ counts: countsSchema, open: z.array(requirementCardSchema) }),
  /** Sellers only: their listings and how they are doing. */
  listings: z
    .object({
      hasShop: z.boolean(),
      counts: countsSchema,
      latest: z.array(listingCardSchema),
      /** The last 7 days, oldest first, today included. */
      viewsByDay: z.array(dailyViewsSchema),
      viewsThisWeek: z.number().int(),
      savesThisWeek: z.number().int(),
      expiringSoon: z.number().int(),
      /** Open requirements posted in the last 7 days in the categories the seller lists in. */
      leads: z.object({ total: z.number().int(), latest: z.array(requirementCardSchema) }),
    })
    .nullable(),
  /** Buyers only: saved listings (newest first) and recent views. */
  saved: z.object({ total: z.number().int(), latest: z.array(savedListingItemSchema) }).nullable(),
  recentViews: z.array(recentViewItemSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export const dashboardOverviewAnswerSchema = envelope(dashboardOverviewSchema);
export type DashboardOverviewAnswer = z.infer<typeof dashboardOverviewAnswerSchema>;

/** What a timeline entry says happened; later issues add messages and orders. */
export const activityKinds = [
  'account.created',
  'listing.posted',
  'listing.changed',
  'listing.statusChanged',
  'requirement.posted',
  'requirement.changed',
  'requirement.statusChanged',
  'listing.saved',
  'ticket.opened',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityItemSchema = z.object({
  /** Stable across pages: the kind and the record's id. */
  id: z.string(),
  kind: z.enum(activityKinds),
  /** ISO 8601. */
  at: z.string(),
  /** What it was about (a post's title, a ticket's subject); null for the account itself. */
  subject: z.string().nullable(),
  /** Where the subject can be seen, when it can. */
  href: z.string().nullable(),
  /** A status change's new status (the post's status name). */
  status: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
export const activityAnswerSchema = envelope(activityPageSchema);
export type ActivityAnswer = z.infer<typeof activityAnswerSchema>;
