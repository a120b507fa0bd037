import {
  searchAnalyticsAnswerSchema,
  searchAnalyticsMessages,
  type SearchEventKind,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../lib/server-state/checked-get';
import { queryString } from '../../lib/server-state/query-string';
import { downloadFile } from '../../lib/session/download-file';

/** What the page asks for: a range of UTC days and a kind (null: both). */
export interface SearchAnalyticsView {
  from: string;
  to: string;
  kind: SearchEventKind | null;
}

const path = '/api/v1/admin/search/analytics';
const params = (view: SearchAnalyticsView) =>
  queryString({ from: view.from, to: view.to, kind: view.kind });

/** GET admin/search/analytics (the last view stays shown while the next loads). */
export const searchAnalyticsQuery = (view: SearchAnalyticsView) =>
  queryOptions({
    queryKey: ['admin', 'search-analytics', view.from, view.to, view.kind] as const,
    queryFn: ({ signal }) =>
      checkedGet(`${path}${params(view)}`, searchAnalyticsAnswerSchema, signal).then(
        (answer) => answer.data,
      ),
    placeholderData: (previous) => previous,
  });

/** GET admin/search/analytics.csv: the top and zero-result tables as a download. */
export function downloadSearchAnalyticsCsv(view: SearchAnalyticsView): Promise<void> {
  return downloadFile(
    `${path}.csv${params(view)}`,
    searchAnalyticsMessages.csvFileName(view.from, view.to),
  );
}
