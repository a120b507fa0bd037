import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SearchActionKind, SearchEventKind } from '@matchbazaar/contracts';
import type { StoredFilters } from './search-filters.js';

export interface NewSearchEvent {
  id: string;
  at: Date;
  accountId: string | null;
  kind: SearchEventKind;
  query: string;
  normalized: string;
  filters: StoredFilters;
  total: number;
  shownIds: readonly string[];
}

export interface NewSearchAction {
  searchId: string;
  postId: string;
  position: number;
  action: SearchActionKind;
  at: Date;
}

/**
 * search_event's and search_action's writer (docs/product/search-analytics.md): plain SQL, one
 * statement each. The analytics' reads are SearchAnalyticsRepository's.
 */
@Injectable()
export class SearchEventsRepository {
  constructor(private readonly em: EntityManager) {}

  async insertSearch(event: NewSearchEvent): Promise<void> {
    await this.em.execute(
      `insert into "search_event"
         ("id", "at", "account_id", "kind", "query", "normalized", "filters", "total", "zero_result", "shown_ids")
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?::uuid[])`,
      [
        event.id,
        event.at,
        event.accountId,
        event.kind,
        event.query,
        event.normalized,
        JSON.stringify(event.filters),
        event.total,
        event.total === 0,
        `{${event.shownIds.join(',')}}`,
      ],
    );
  }

  /**
   * Stores the action if its search is recorded (an unknown or deleted search stores nothing) and
   * the same action on the same result was not reported before; true when stored.
   */
  async insertAction(action: NewSearchAction): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `insert into "search_action" ("search_id", "post_id", "position", "action", "at")
       select "id", ?, ?, ?, ? from "search_event" where "id" = ?
       on conflict do nothing
       returning 1`,
      [action.postId, action.position, action.action, action.at, action.searchId],
    );
    return rows.length > 0;
  }

  /** Deletes up to `limit` searches made before `before` (their actions go with them); how many. */
  async deleteBefore(before: Date, limit: number): Promise<number> {
    const rows = await this.em.execute<unknown[]>(
      `delete from "search_event" where "id" in (
         select "id" from "search_event" where "at" < ?
         order by "at" limit ? for update skip locked
       ) returning 1`,
      [before, limit],
    );
    return rows.length;
  }
}
