import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  searchAnalyticsPositions,
  searchAnalyticsTopRows,
  type SearchEventKind,
} from '@matchbazaar/contracts';

/** Which searches are read: made from `from` (inclusive) to `until` (exclusive), of one kind or both. */
export interface SearchWindow {
  from: Date;
  until: Date;
  kind: SearchEventKind | null;
}

export interface TotalsRow {
  searches: number;
  zero_results: number;
  clicked_searches: number;
  clicks: number;
  saves: number;
  inquiries: number;
}

export interface TopQueryRow {
  query: string;
  searches: number;
  zero_results: number;
  clicked_searches: number;
  clicks: number;
}

export interface ZeroQueryRow {
  query: string;
  count: number;
  last_seen: Date;
}

export interface PositionRow {
  position: number;
  shown: number;
  clicked: number;
}

/**
 * The searches of the window, each with its counts of clicks, saves and inquiries (the `per_search`
 * CTE every read starts from). `?` bindings: from, until, then the kind when one is asked.
 */
function perSearch(window: SearchWindow): { sql: string; params: unknown[] } {
  const kind = window.kind ? `and e."kind" = ?` : '';
  return {
    sql: `with per_search as (
      select e."id", e."normalized", e."zero_result", e."at", cardinality(e."shown_ids") as "shown",
             coalesce(a."clicks", 0) as "clicks", coalesce(a."saves", 0) as "saves",
             coalesce(a."inquiries", 0) as "inquiries"
      from "search_event" e
      left join lateral (
        select count(*) filter (where "action" = 'click') as "clicks",
               count(*) filter (where "action" = 'save') as "saves",
               count(*) filter (where "action" = 'inquiry') as "inquiries"
        from "search_action" where "search_id" = e."id"
      ) a on true
      where e."at" >= ? and e."at" < ? ${kind}
    )`,
    params: [window.from, window.until, ...(window.kind ? [window.kind] : [])],
  };
}

/** The admin's search analytics (docs/product/search-analytics.md): aggregates over a window. */
@Injectable()
export class SearchAnalyticsRepository {
  constructor(private readonly em: EntityManager) {}

  async totals(window: SearchWindow): Promise<TotalsRow> {
    const base = perSearch(window);
    const [row] = await this.em.execute<TotalsRow[]>(
      `${base.sql}
       select count(*)::int as "searches",
              count(*) filter (where "zero_result")::int as "zero_results",
              count(*) filter (where "clicks" > 0)::int as "clicked_searches",
              coalesce(sum("clicks"), 0)::int as "clicks",
              coalesce(sum("saves"), 0)::int as "saves",
              coalesce(sum("inquiries"), 0)::int as "inquiries"
       from per_search`,
      base.params,
    );
    return row!;
  }

  /** The most searched normalized queries (ties: alphabetical). */
  async topQueries(window: SearchWindow): Promise<TopQueryRow[]> {
    const base = perSearch(window);
    return this.em.execute<TopQueryRow[]>(
      `${base.sql}
       select "normalized" as "query", count(*)::int as "searches",
              count(*) filter (where "zero_result")::int as "zero_results",
              count(*) filter (where "clicks" > 0)::int as "clicked_searches",
              coalesce(sum("clicks"), 0)::int as "clicks"
       from per_search group by "normalized"
       order by "searches" desc, "normalized" limit ?`,
      [...base.params, searchAnalyticsTopRows],
    );
  }

  /** Normalized queries that found nothing, most often first (ties: the latest first). */
  async zeroResultQueries(window: SearchWindow): Promise<ZeroQueryRow[]> {
    const base = perSearch(window);
    return this.em.execute<ZeroQueryRow[]>(
      `${base.sql}
       select "normalized" as "query", count(*)::int as "count", max("at") as "last_seen"
       from per_search where "zero_result" group by "normalized"
       order by "count" desc, "last_seen" desc, "normalized" limit ?`,
      [...base.params, searchAnalyticsTopRows],
    );
  }

  /**
   * Places 1 to 10: how many searches showed a result there, and how many of those had the result
   * there clicked (a search counts once per place, so the rate is at most 1).
   */
  async positions(window: SearchWindow): Promise<PositionRow[]> {
    const base = perSearch(window);
    return this.em.execute<PositionRow[]>(
      `${base.sql}
       select g."position"::int as "position",
              (select count(*) from per_search s where s."shown" >= g."position")::int as "shown",
              (select count(distinct c."search_id") from "search_action" c
                 join per_search s on s."id" = c."search_id"
                where c."action" = 'click' and c."position" = g."position"
                  and s."shown" >= g."position")::int as "clicked"
       from generate_series(1, ?) as g("position")
       order by g."position"`,
      [...base.params, searchAnalyticsPositions],
    );
  }
}
