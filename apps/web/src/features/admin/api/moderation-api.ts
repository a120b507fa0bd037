import {
  listingAnswerSchema,
  reportAnswerSchema,
  reportQueueAnswerSchema,
  requirementAnswerSchema,
  reviewQueueAnswerSchema,
  type ListingCard,
  type ModerationRequest,
  type PostReview,
  type QueuedReport,
  type ReportDecision,
  type ReportStatus,
  type RequirementCard,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';

/**
 * The moderators' reads and decisions (docs/product/admin.md, moderation): the review queue of
 * both kinds, the reports queue, and POSTs that approve or reject a post and close a report.
 */

export type PostKind = 'listing' | 'requirement';

/** A post waiting for review, as the screen lists it whatever its kind. */
export interface PendingPost {
  kind: PostKind;
  id: string;
  title: string;
  category: string;
  author: string;
  imageUrl: string | undefined;
  review: PostReview;
}

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => ['moderation', 'queue'] as const,
  reports: (status: ReportStatus) => ['moderation', 'reports', status] as const,
};

const pendingListing = (card: ListingCard & { review: PostReview }): PendingPost => ({
  kind: 'listing',
  id: card.id,
  title: card.title,
  category: card.category,
  author: card.shop.name,
  imageUrl: card.image?.urls.thumb,
  review: card.review,
});

const pendingRequirement = (card: RequirementCard & { review: PostReview }): PendingPost => ({
  kind: 'requirement',
  id: card.id,
  title: card.title,
  category: card.category,
  author: card.buyer.displayName,
  imageUrl: card.image?.urls.thumb,
  review: card.review,
});

/** Both kinds' queues as one list, oldest submission first, and how many wait in all. */
export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: moderationKeys.queue(),
    queryFn: async ({ signal }) => {
      const read = (kind: PostKind) =>
        checkedGet(`/api/v1/moderation/queue?kind=${kind}`, reviewQueueAnswerSchema, signal).then(
          (answer) => answer.data,
        );
      const [listings, requirements] = await Promise.all([read('listing'), read('requirement')]);
      const posts = [
        ...listings.listings.map(pendingListing),
        ...requirements.requirements.map(pendingRequirement),
      ].sort((a, b) => a.review.submittedAt.localeCompare(b.review.submittedAt));
      return { posts, total: listings.total + requirements.total };
    },
    staleTime: 0,
  });

export const reportsQuery = (status: ReportStatus) =>
  queryOptions({
    queryKey: moderationKeys.reports(status),
    queryFn: ({ signal }): Promise<QueuedReport[]> =>
      checkedGet(`/api/v1/reports?status=${status}`, reportQueueAnswerSchema, signal).then(
        (answer) => answer.data.reports,
      ),
    staleTime: 0,
  });

/** A POST whose answer must match `schema`; a refusal throws the api client's error. */
function checkedPost(path: string, body: unknown, schema: z.ZodType): Promise<void> {
  return api.call({ method: 'POST', path, body }, (answer) =>
    schema.safeParse(answer).success ? undefined : null,
  );
}

/** Approve, or reject with the reason its author reads. */
export function moderatePost(
  post: Pick<PendingPost, 'kind' | 'id'>,
  request: ModerationRequest,
): Promise<void> {
  const base = post.kind === 'listing' ? '/api/v1/listings' : '/api/v1/requirements';
  const schema = post.kind === 'listing' ? listingAnswerSchema : requirementAnswerSchema;
  return checkedPost(`${base}/${encodeURIComponent(post.id)}/moderation`, request, schema);
}

/** Close an open report; a 409 says another moderator closed it first. */
export function decideReport(id: string, decision: ReportDecision): Promise<void> {
  return checkedPost(
    `/api/v1/reports/${encodeURIComponent(id)}/decision`,
    decision,
    reportAnswerSchema,
  );
}
