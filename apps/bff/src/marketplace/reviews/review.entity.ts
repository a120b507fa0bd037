import { reviewSides } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * One side's review of the other after an order (docs/product/reviews.md): one per order and
 * side (a unique constraint). Blind until `published_at` is set (both sides wrote) or
 * `window_ends_at` passes; the subject replies once; moderators hide it with a reason. The shop
 * and listing are the order's, so the seller's pages list the buyers' reviews without a join.
 */
export const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'review',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    orderId: p.uuid(),
    authorId: p.uuid(),
    subjectId: p.uuid(),
    authorSide: p.enum(reviewSides),
    shopId: p.uuid().nullable(),
    listingId: p.uuid().nullable(),
    rating: p.smallint(),
    body: p.string().length(2000),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The order's completion + 14 days: from then on the review counts as published. */
    windowEndsAt: p.datetime(),
    publishedAt: p.datetime().nullable(),
    reply: p.string().length(1000).nullable(),
    repliedAt: p.datetime().nullable(),
    hiddenAt: p.datetime().nullable(),
    hiddenReason: p.string().length(500).nullable(),
    hiddenBy: p.uuid().nullable(),
  },
});
export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);

/** A signed-in member's report of a review, once each; a moderator's decision resolves it. */
export const ReviewReportSchema = defineEntity({
  name: 'ReviewReport',
  tableName: 'review_report',
  properties: {
    reviewId: p.uuid().primary(),
    reporterId: p.uuid().primary(),
    reason: p.string().length(500),
    createdAt: p.datetime().onCreate(() => new Date()),
    resolvedAt: p.datetime().nullable(),
  },
});
export class ReviewReport extends ReviewReportSchema.class {}
ReviewReportSchema.setClass(ReviewReport);
