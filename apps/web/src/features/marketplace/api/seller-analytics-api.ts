import {
  sellerAnalyticsAnswerSchema,
  sellerOverviewAnswerSchema,
  sellerAnalyticsMessages,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';
import { downloadFile } from '../../../lib/session/download-file';

/**
 * The seller area's figures (docs/product/seller-analytics.md): the dashboard's overview and the
 * analytics over a range of UTC days. Each answer is checked against its contract.
 */

const V1 = '/api/v1';

export interface DayRange {
  from: string;
  to: string;
}

export const sellerAnalyticsKeys = {
  all: (userId: string) => ['seller-analytics', userId] as const,
  overview: (userId: string) => ['seller-analytics', userId, 'overview'] as const,
  range: (userId: string, range: DayRange) =>
    ['seller-analytics', userId, 'range', range.from, range.to] as const,
};

/** Today's cards move with every view: read again each minute while the page is open. */
export const overviewRefetchMs = 60_000;

/** GET seller/overview: the cards, response figures and to-do counts. */
export const sellerOverviewQuery = (userId: string) =>
  queryOptions({
    queryKey: sellerAnalyticsKeys.overview(userId),
    queryFn: ({ signal }) =>
      checkedGet(`${V1}/seller/overview`, sellerOverviewAnswerSchema, signal).then(
        (answer) => answer.data,
      ),
    refetchInterval: overviewRefetchMs,
  });

/** GET seller/analytics?from&to: series, funnel, top listings, categories (the last range stays shown while the next loads). */
export const sellerAnalyticsQuery = (userId: string, range: DayRange) =>
  queryOptions({
    queryKey: sellerAnalyticsKeys.range(userId, range),
    queryFn: ({ signal }) =>
      checkedGet(
        `${V1}/seller/analytics${queryString({ from: range.from, to: range.to })}`,
        sellerAnalyticsAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    placeholderData: (previous) => previous,
  });

/** GET seller/analytics.csv: the range's days as a CSV download. */
export function downloadAnalyticsCsv(range: DayRange): Promise<void> {
  return downloadFile(
    `${V1}/seller/analytics.csv${queryString({ from: range.from, to: range.to })}`,
    sellerAnalyticsMessages.csvFileName(range.from, range.to),
  );
}
