import {
  savedSearchAlerts,
  savedSearchKinds,
  type SavedListingFilters,
} from '@matchbazaar/contracts';
import { savedSearchTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * A user's saved search of the catalogue (docs/product/matching.md, "Saved searches"). The BFF
 * owns these rows; the worker reads them (plain SQL) to find the searches a new listing matches
 * and writes their hits (`saved_search_hit`).
 */
export const SavedSearchSchema = defineEntity({
  name: 'SavedSearch',
  // The worker reads and writes this table too: its names live in libs/db-schema.
  tableName: savedSearchTable.name,
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    userId: p.uuid(),
    name: p.string().length(80),
    kind: p.enum(savedSearchKinds),
    /** The listing search's filters (catalogue/saved-searches.ts `savedListingQueryOf`). */
    query: p.json<SavedListingFilters>(),
    /** The query's normalized form: unique per user and kind. */
    queryKey: p.text(),
    alert: p.enum(savedSearchAlerts),
    lastAlertedAt: p.datetime().nullable(),
    /** When its owner last opened its results: later hits are "new". */
    seenAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class SavedSearch extends SavedSearchSchema.class {}
SavedSearchSchema.setClass(SavedSearch);
