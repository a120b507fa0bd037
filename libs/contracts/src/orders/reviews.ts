import { z } from 'zod';
import { answerSchema } from '../api.js';
import { multiLineText } from '../contact-form.js';
import { reviewsMessages as m } from '../messages/reviews.js';
import { reviewLimits, reviewSides, type ReviewSide } from './review-rules.js';

/**
 * Reviews after an order (docs/product/reviews.md). Once an order is completed its buyer and its
 * seller may each review the other once, within `reviewWindowDays`: 1 to 5 stars and a text.
 * Reviews are blind: each stays hidden from the other side and the public until both have written
 * or the window ends. The reviewed party may reply once, in public; anyone signed in may report a
 * review, and moderators hide one with a reason. Shops and listings show the buyers' reviews of the
 * seller: their average, count and the number of each of 1..5 stars.
 */

/**
 * When a review counts as published: when both sides wrote (`publishedAt`), else once its window
 * ended, even before the sweep has written that down. Null while it is still blind.
 */
export function effectivePublishedAt(
  publishedAt: Date | null,
  windowEndsAt: Date,
  now: Date = new Date(),
): Date | null {
  if (publishedAt) return publishedAt;
  return windowEndsAt.getTime() <= now.getTime() ? windowEndsAt : null;
}

/** The other side of an order. */
export const otherSide = (side: ReviewSide): ReviewSide => (side === 'buyer' ? 'seller' : 'buyer');

export const starBarSchema = z.object({
  stars: z.number().int().min(1).max(5),
  count: z.number().int(),
});
export type StarBar = z.infer<typeof starBarSchema>;

export const ratingSummarySchema = z.object({
  /** Rounded to two decimals; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** Five bars, 5 stars first. */
  distribution: z.array(starBarSchema),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * The summary of ratings from how many reviews gave each number of stars (`counts[stars]`; other
 * keys are ignored): five bars, 5 stars first, and the average rounded to two decimals.
 */
export function ratingSummaryOf(counts: Readonly<Partial<Record<number, number>>>): RatingSummary {
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: Math.max(0, Math.trunc(counts[stars] ?? 0)),
  }));
  const count = distribution.reduce((sum, bar) => sum + bar.count, 0);
  const total = distribution.reduce((sum, bar) => sum + bar.stars * bar.count, 0);
  return {
    average: count === 0 ? null : Math.round((total / count) * 100) / 100,
    count,
    distribution,
  };
}

const text = (max: number, error: string) =>
  z
    .string({ error })
    .max(max * 2, { error, abort: true })
    .transform(multiLineText)
    .pipe(z.string().min(1, error).max(max, error));

/** POST /api/v1/orders/:id/reviews: the caller's side is the server's (buyer or seller). */
export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: m.ratingInvalid })
    .int({ error: m.ratingInvalid })
    .min(1, { error: m.ratingInvalid })
    .max(5, { error: m.ratingInvalid }),
  body: text(reviewLimits.body, m.bodyLength),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** POST /api/v1/reviews/:id/reply: the reviewed party, once. */
export const reviewReplyRequestSchema = z.object({
  body: text(reviewLimits.reply, m.replyLength),
});
export type ReviewReplyRequest = z.infer<typeof reviewReplyRequestSchema>;

/** POST /api/v1/reviews/:id/report, and a moderator's POST /api/v1/admin/reviews/:id/hide. */
export const reviewReasonRequestSchema = z.object({
  reason: text(reviewLimits.reason, m.reasonLength),
});
export type ReviewReasonRequest = z.infer<typeof reviewReasonRequestSchema>;

/** GET /api/v1/shops/:shop/reviews and /api/v1/listings/:id/reviews: newest first. */
export const reviewsQuerySchema = z.object({
  cursor: z
    .string({ error: m.cursorInvalid })
    .max(200, { error: m.cursorInvalid, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, m.cursorInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: m.limitInvalid })
    .int(m.limitInvalid)
    .min(1, m.limitInvalid)
    .max(reviewLimits.pageMax, m.limitInvalid)
    .default(reviewLimits.pageSize),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** GET /api/v1/admin/reviews/reports: reviews with open reports (or with resolved ones). */
export const reviewReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: m.statusInvalid }).default('open'),
});
export type ReviewReportsQuery = z.infer<typeof reviewReportsQuerySchema>;

export const reviewIdSchema = z.uuid({ error: m.notFound });

const replySchema = z.object({ body: z.string(), at: z.string() });

/** A review as the public reads it (shops, listings, the other party once published). */
export const publicReviewSchema = z.object({
  id: z.string(),
  authorSide: z.enum(reviewSides),
  /** "Ada L.": a first name and an initial. */
  authorName: z.string(),
  subjectName: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  listing: z.object({ id: z.string(), title: z.string() }).nullable(),
  publishedAt: z.string(),
  reply: replySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The caller's own review: also whether it is published yet, and hidden by moderators. */
export const ownReviewSchema = publicReviewSchema.extend({
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/v1/orders/:id/reviews: what one party of the order sees. */
export const orderReviewsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  orderTitle: z.string(),
  viewerSide: z.enum(reviewSides),
  /** Null before the order is completed. */
  windowEndsAt: z.string().nullable(),
  /** The caller may write their review now. */
  canWrite: z.boolean(),
  mine: ownReviewSchema.nullable(),
  /** The other side's review, once published (and unless hidden). */
  theirs: publicReviewSchema.nullable(),
  /** The other side has written theirs (still blind, or hidden): nothing more is told. */
  theirsWritten: z.boolean(),
  /** The caller may reply to `theirs` (it is about them, published, not answered yet). */
  canReply: z.boolean(),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

export const orderReviewsAnswerSchema = answerSchema(orderReviewsSchema);
export type OrderReviewsAnswer = z.infer<typeof orderReviewsAnswerSchema>;

export const reviewAnswerSchema = answerSchema(z.object({ review: publicReviewSchema }));
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const reviewsPageSchema = z.object({
  summary: ratingSummarySchema,
  items: z.array(publicReviewSchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export const reviewsPageAnswerSchema = answerSchema(reviewsPageSchema);
export type ReviewsPageAnswer = z.infer<typeof reviewsPageAnswerSchema>;

export const reviewReportedAnswerSchema = answerSchema(z.object({ reported: z.literal(true) }));
export type ReviewReportedAnswer = z.infer<typeof reviewReportedAnswerSchema>;

/** A reported review in the moderators' queue, with its reports, most recent first. */
export const reportedReviewSchema = z.object({
  review: publicReviewSchema.extend({
    publishedAt: z.string().nullable(),
    orderNumber: z.number().int(),
    shopName: z.string().nullable(),
    hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  }),
  reports: z.array(
    z.object({
      reporterName: z.string(),
      reason: z.string(),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    }),
  ),
  lastReportedAt: z.string(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const reportedReviewsAnswerSchema = answerSchema(
  z.object({ items: z.array(reportedReviewSchema) }),
);
export type ReportedReviewsAnswer = z.infer<typeof reportedReviewsAnswerSchema>;

export const reportedReviewAnswerSchema = answerSchema(z.object({ item: reportedReviewSchema }));
export type ReportedReviewAnswer = z.infer<typeof reportedReviewAnswerSchema>;
