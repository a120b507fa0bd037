/**
 * The catalogue search's recorded searches and what was done with their results
 * (docs/product/search-analytics.md). The BFF writes and reads them in plain SQL (no entity); an
 * account's erasure clears `account_id`. Keys are the names the code uses; values PostgreSQL's.
 */
import type { TableSchema } from './table-schema.js';

/** One search with words: what was typed, its filters, what it found and showed first. */
export const searchEventTable = {
  name: 'search_event',
  columns: {
    id: 'id',
    at: 'at',
    accountId: 'account_id',
    kind: 'kind',
    query: 'query',
    normalized: 'normalized',
    filters: 'filters',
    total: 'total',
    zeroResult: 'zero_result',
    shownIds: 'shown_ids',
  },
} as const satisfies TableSchema;

/** One result of a search opened, saved or asked about ('click' | 'save' | 'inquiry'). */
export const searchActionTable = {
  name: 'search_action',
  columns: {
    searchId: 'search_id',
    postId: 'post_id',
    position: 'position',
    action: 'action',
    at: 'at',
  },
} as const satisfies TableSchema;
