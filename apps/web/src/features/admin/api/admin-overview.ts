import { adminOverviewAnswerSchema } from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';

/** GET /api/v1/admin/overview, read again every 30 s while the page is open (queues move). */
export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) =>
      checkedGet('/api/v1/admin/overview', adminOverviewAnswerSchema, signal).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
    refetchInterval: 30_000,
  });
