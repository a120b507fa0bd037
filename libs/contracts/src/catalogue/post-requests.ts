import { z } from 'zod';
import { answerSchema } from '../api.js';
import { userSchema } from '../auth.js';
import { singleLineText } from '../contact-form.js';
import { catalogueMessages as m } from '../messages/catalogue.js';
import {
  listingAuthorActions,
  moderationFlags,
  moderatorActions,
  requirementAuthorActions,
} from './lifecycle.js';
import { listingCardSchema, listingDetailSchema, listingStatuses } from './listing.js';
import {
  requirementCardSchema,
  requirementCloseReasons,
  requirementDetailSchema,
  requirementStatuses,
} from './requirement.js';
import { reasonSchema } from './post-fields.js';
import { shopSchema } from './shop.js';

/** Bodies and answers of the catalogue's routes besides create and edit. */

export const postIdSchema = z.uuid({ error: m.idInvalid });

export const listingStatusRequestSchema = z.object({
  action: z.enum(listingAuthorActions, { error: m.intentInvalid }),
});
export type ListingStatusRequest = z.infer<typeof listingStatusRequestSchema>;

export const requirementStatusRequestSchema = z.object({
  action: z.enum(requirementAuthorActions, { error: m.intentInvalid }),
  closeReason: z.enum(requirementCloseReasons, { error: m.reasonRequired }).optional(),
});
export type RequirementStatusRequest = z.infer<typeof requirementStatusRequestSchema>;

export const moderationRequestSchema = z
  .object({
    action: z.enum(moderatorActions, { error: m.intentInvalid }),
    reason: reasonSchema.optional(),
  })
  .refine((body) => body.action === 'approve' || body.reason !== undefined, {
    error: m.reasonRequired,
    path: ['reason'],
  });
export type ModerationRequest = z.infer<typeof moderationRequestSchema>;

export const pageLimitSchema = z.coerce
  .number({ error: m.limitInvalid })
  .int(m.limitInvalid)
  .min(1, m.limitInvalid)
  .max(50, m.limitInvalid)
  .default(20);
/** An opaque keyset cursor; a bad one is a 400, never a 500. */
export const cursorSchema = z
  .string({ error: m.cursorInvalid })
  .max(200, { error: m.cursorInvalid, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, m.cursorInvalid);

export const myListingsQuerySchema = z.object({
  status: z.enum(listingStatuses, { error: m.statusInvalid }).optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

export const myRequirementsQuerySchema = z.object({
  status: z.enum(requirementStatuses, { error: m.statusInvalid }).optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type MyRequirementsQuery = z.infer<typeof myRequirementsQuerySchema>;

export const pageQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

const envelope = answerSchema;

export const listingAnswerSchema = envelope(z.object({ listing: listingDetailSchema }));
export type ListingAnswer = z.infer<typeof listingAnswerSchema>;
export const requirementAnswerSchema = envelope(z.object({ requirement: requirementDetailSchema }));
export type RequirementAnswer = z.infer<typeof requirementAnswerSchema>;
export const shopAnswerSchema = envelope(
  z.object({
    shop: shopSchema,
    /** The caller's account, when opening the shop made a buyer a seller (the role changed). */
    user: userSchema.optional(),
  }),
);
export type ShopAnswer = z.infer<typeof shopAnswerSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingCardSchema),
  nextCursor: z.string().nullable(),
  /** The author's own lists: how many posts are in each status. */
  counts: z.record(z.string(), z.number().int()).optional(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;
export const listingPageAnswerSchema = envelope(listingPageSchema);

export const requirementPageSchema = z.object({
  items: z.array(requirementCardSchema),
  nextCursor: z.string().nullable(),
  counts: z.record(z.string(), z.number().int()).optional(),
});
export type RequirementPage = z.infer<typeof requirementPageSchema>;
export const requirementPageAnswerSchema = envelope(requirementPageSchema);

/** One line of query text: control characters become spaces (PostgreSQL text cannot hold NUL). */
export const queryText = (max: number, error: string) =>
  z
    .string({ error })
    .max(max * 2, { error, abort: true })
    .overwrite(singleLineText)
    .max(max, error);

/** A city to filter by, as typed (search and stores alike). */
export const cityFilterSchema = queryText(80, m.cityRequired).pipe(
  z.string().min(1, m.cityRequired),
);

export const shopsQuerySchema = z.object({
  city: cityFilterSchema.optional(),
  near: z
    .string({ error: m.coordinatesInvalid })
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, m.coordinatesInvalid)
    .transform((text) => text.split(',').map(Number) as [number, number])
    .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, m.coordinatesInvalid)
    .optional(),
  sort: z
    .enum(['distance', 'rating', 'listings', 'newest'], { error: m.sortInvalid })
    .default('listings'),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type ShopsQuery = z.infer<typeof shopsQuerySchema>;
export const shopPageAnswerSchema = envelope(
  z.object({ shops: z.array(shopSchema), nextCursor: z.string().nullable() }),
);
export type ShopPageAnswer = z.infer<typeof shopPageAnswerSchema>;

/** GET /api/v1/moderation/queue: posts waiting for review, oldest first (staff only). */
export const reviewQueueQuerySchema = z.object({
  kind: z.enum(['listing', 'requirement'], { error: m.reviewKindInvalid }).default('listing'),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** What a moderator needs beside the card: the checks' flags and when it went to review. */
export const postReviewSchema = z.object({
  flags: z.array(z.enum(moderationFlags)),
  /** The post's last change: when it was submitted, or edited while waiting. */
  submittedAt: z.string(),
});
export type PostReview = z.infer<typeof postReviewSchema>;

export const reviewQueueAnswerSchema = envelope(
  z.object({
    listings: z.array(listingCardSchema.extend({ review: postReviewSchema })),
    requirements: z.array(requirementCardSchema.extend({ review: postReviewSchema })),
    /** How many posts of the kind wait in all (the lists show the oldest 100). */
    total: z.number().int(),
  }),
);
export type ReviewQueueAnswer = z.infer<typeof reviewQueueAnswerSchema>;
