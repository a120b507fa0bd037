/**
 * Saved searches and their hits (docs/product/matching.md, "Saved searches"). The BFF stores the
 * searches (its SavedSearch entity) and counts their hits; the worker's alerts
 * (apps/worker/src/adapters/saved-search-store.ts) read the searches, write the hits and note when
 * each search last alerted. Keys are the entity's property names; values PostgreSQL's.
 */
import type { TableSchema } from './table-schema.js';

/** A user's saved search of the catalogue: `query` is its filters (jsonb). */
export const savedSearchTable = {
  name: 'saved_search',
  columns: {
    id: 'id',
    userId: 'user_id',
    name: 'name',
    kind: 'kind',
    query: 'query',
    queryKey: 'query_key',
    alert: 'alert',
    lastAlertedAt: 'last_alerted_at',
    seenAt: 'seen_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;

/** One listing found by one saved search, and when its alert went (SQL-only: no entity). */
export const savedSearchHitTable = {
  name: 'saved_search_hit',
  columns: {
    savedSearchId: 'saved_search_id',
    listingId: 'listing_id',
    createdAt: 'created_at',
    notifiedAt: 'notified_at',
  },
} as const satisfies TableSchema;
