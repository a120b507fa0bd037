import {
  type OrderReviews,
  type PublicReview,
  type ReviewRequest,
  type ReviewsPage,
} from '@matchbazaar/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';
import { api } from '../../../lib/session/api';

/**
 * The review routes (docs/product/reviews.md), each answer checked against its contract. The
 * moderators' queue of reported reviews is the admin feature's (admin/api/review-moderation-api).
 * A refusal is the api client's ApiRequestError with the server's text.
 */

const V1 = '/api/v1';

type Answers = typeof import('./review-answers');
/** An answer's schema, loaded with the first query that needs one. */
const answer =
  <K extends keyof Answers>(name: K) =>
  (): Promise<Answers[K]> =>
    import('./review-answers').then((schemas) => schemas[name]);
const seg = encodeURIComponent;

export type ReviewedThing = { kind: 'shop' | 'listing'; id: string };

export const reviewKeys = {
  /** Keyed by the viewer: one account's view of an order is never shown to the next. */
  order: (userId: string, orderId: string) => ['reviews', 'order', userId, orderId] as const,
  orders: (userId: string) => ['reviews', 'order', userId] as const,
  thing: (thing: ReviewedThing) => ['reviews', thing.kind, thing.id] as const,
};

/** GET orders/:id/reviews: what one party sees of the order's reviews. */
export const orderReviewsQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: reviewKeys.order(userId, orderId),
    queryFn: ({ signal }) =>
      checkedGet(
        `${V1}/orders/${seg(orderId)}/reviews`,
        answer('orderReviewsAnswerSchema'),
        signal,
      ).then((answer) => answer.data),
  });

/** GET shops/:shop/reviews or listings/:id/reviews: the summary and pages, newest first. */
export const thingReviewsQuery = (thing: ReviewedThing) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.thing(thing),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }): Promise<ReviewsPage> =>
      checkedGet(
        `${V1}/${thing.kind === 'shop' ? 'shops' : 'listings'}/${seg(thing.id)}/reviews${queryString({ cursor: pageParam ?? undefined })}`,
        answer('reviewsPageAnswerSchema'),
        signal,
      ).then((answer) => answer.data),
    getNextPageParam: (page) => page.nextCursor,
  });

export async function writeReview(orderId: string, body: ReviewRequest): Promise<OrderReviews> {
  const { orderReviewsAnswerSchema } = await import('./review-answers');
  return api.call(
    { method: 'POST', path: `${V1}/orders/${seg(orderId)}/reviews`, body },
    (answer: Record<string, unknown>) => {
      const parsed = orderReviewsAnswerSchema.safeParse(answer);
      return parsed.success ? parsed.data.data : null;
    },
  );
}

export async function replyToReview(id: string, body: string): Promise<PublicReview> {
  const { reviewAnswerSchema } = await import('./review-answers');
  return api.call(
    { method: 'POST', path: `${V1}/reviews/${seg(id)}/reply`, body: { body } },
    (answer: Record<string, unknown>) => {
      const parsed = reviewAnswerSchema.safeParse(answer);
      return parsed.success ? parsed.data.data.review : null;
    },
  );
}

export function reportReview(id: string, reason: string): Promise<true> {
  return api.call(
    { method: 'POST', path: `${V1}/reviews/${seg(id)}/report`, body: { reason } },
    () => true as const,
  );
}
