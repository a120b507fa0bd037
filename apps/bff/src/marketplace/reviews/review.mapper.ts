import {
  effectivePublishedAt,
  type OwnReview,
  type PublicReview,
  type ResourceRef,
} from '@matchbazaar/contracts';
import { buyerDisplayName } from '../requirements/requirement.mapper.js';
import type { Shop } from '../shops/shop.entity.js';
import type { User } from '../../identity/users/user.entity.js';
import type { Review } from './review.entity.js';
import type { ReviewedOrder } from './reviews.repository.js';

/**
 * The policy's view of a written review: its author owns it, the party it is about is the
 * counterparty; 'published' once it counts as published (both wrote, or the window ended) and is
 * not hidden, else 'blind' or 'hidden'.
 */
export const reviewResource =
  (now: Date = new Date()) =>
  (review: Review): ResourceRef<'review'> => ({
    kind: 'review',
    ownerIds: [review.authorId],
    counterpartyIds: [review.subjectId],
    status: review.hiddenAt
      ? 'hidden'
      : effectivePublishedAt(review.publishedAt ?? null, review.windowEndsAt, now)
        ? 'published'
        : 'blind',
  });

/** The policy's view of an order to be reviewed: its buyer owns it, its seller is the other side. */
export const orderReviewResource = (order: ReviewedOrder): ResourceRef<'review'> => ({
  kind: 'review',
  ownerIds: [order.buyerId],
  counterpartyIds: [order.sellerId],
});

/** Who people see: "Ada L." for a person, a seller by their shop's name when they have one. */
export interface ReviewNames {
  users: Map<string, User>;
  /** Shops by id (the review's shop is the seller's). */
  shops: Map<string, Shop>;
  /** Listing titles by id. */
  listings: Map<string, string>;
}

export function partyName(
  review: Pick<Review, 'shopId'>,
  userId: string,
  side: 'buyer' | 'seller',
  names: ReviewNames,
): string {
  const shop = review.shopId ? names.shops.get(review.shopId) : undefined;
  if (side === 'seller' && shop) return shop.name;
  return buyerDisplayName(names.users.get(userId));
}

export function toPublicReview(
  review: Review,
  publishedAt: Date,
  names: ReviewNames,
): PublicReview {
  const subjectSide = review.authorSide === 'buyer' ? 'seller' : 'buyer';
  const title = review.listingId ? names.listings.get(review.listingId) : undefined;
  return {
    id: review.id,
    authorSide: review.authorSide,
    authorName: partyName(review, review.authorId, review.authorSide, names),
    subjectName: partyName(review, review.subjectId, subjectSide, names),
    rating: review.rating,
    body: review.body,
    listing: review.listingId && title !== undefined ? { id: review.listingId, title } : null,
    publishedAt: publishedAt.toISOString(),
    reply:
      review.reply != null && review.repliedAt != null
        ? { body: review.reply, at: review.repliedAt.toISOString() }
        : null,
  };
}

/** The caller's own review: with whether it is published yet and whether staff hid it. */
export function toOwnReview(review: Review, names: ReviewNames, now: Date): OwnReview {
  const publishedAt = effectivePublishedAt(review.publishedAt ?? null, review.windowEndsAt, now);
  return {
    ...toPublicReview(review, publishedAt ?? review.createdAt, names),
    publishedAt: publishedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
    hidden:
      review.hiddenAt != null
        ? { reason: review.hiddenReason ?? '', at: review.hiddenAt.toISOString() }
        : null,
  };
}
