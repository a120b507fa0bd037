import {
  reportedReviewAnswerSchema,
  reportedReviewsAnswerSchema,
  type ReportedReview,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';
import { api } from '../../../lib/session/api';

/**
 * The moderators' queue of reported reviews and their decisions on it (docs/product/reviews.md),
 * each answer checked against its contract. Its cache keys sit under the reviews feature's
 * ('reviews', …), as they did when both lived in one file.
 */

const V1 = '/api/v1';
const seg = encodeURIComponent;

export const reportedReviewKeys = {
  reported: (status: 'open' | 'resolved') => ['reviews', 'reported', status] as const,
  reportedAll: () => ['reviews', 'reported'] as const,
};

/** GET admin/reviews/reports: the moderators' queue. */
export const reportedReviewsQuery = (status: 'open' | 'resolved') =>
  queryOptions({
    queryKey: reportedReviewKeys.reported(status),
    queryFn: ({ signal }) =>
      checkedGet(
        `${V1}/admin/reviews/reports${queryString({ status })}`,
        reportedReviewsAnswerSchema,
        signal,
      ).then((answer) => answer.data.items),
  });

export type ModerationStep = 'hide' | 'unhide' | 'dismiss';

export function moderateReview(
  id: string,
  step: ModerationStep,
  reason?: string,
): Promise<ReportedReview> {
  return api.call(
    {
      method: 'POST',
      path: `${V1}/admin/reviews/${seg(id)}/${step}`,
      ...(step === 'hide' && { body: { reason } }),
    },
    (answer: Record<string, unknown>) => {
      const parsed = reportedReviewAnswerSchema.safeParse(answer);
      return parsed.success ? parsed.data.data.item : null;
    },
  );
}
