import { activityAnswerSchema, dashboardOverviewAnswerSchema } from '@matchbazaar/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';

/** The dashboard's own reads (docs/product/dashboard.md); keys carry the user's id. */
export const dashboardKeys = {
  overview: (userId: string) => ['dashboard', userId, 'overview'] as const,
  activity: (userId: string) => ['dashboard', userId, 'activity'] as const,
};

export const overviewQuery = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.overview(userId),
    queryFn: ({ signal }) =>
      checkedGet('/api/v1/dashboard/overview', dashboardOverviewAnswerSchema, signal).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
  });

export const activityQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.activity(userId),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(
        `/api/v1/dashboard/activity${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        activityAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
