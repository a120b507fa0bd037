import { HttpStatus, Injectable } from '@nestjs/common';
import {
  addDays,
  dayOf,
  daysInRange,
  defaultSearchAnalyticsDays,
  lastDays,
  maxSearchAnalyticsDays,
  messages,
  type Actor,
  type SearchAnalytics,
  type SearchAnalyticsQuery,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { SearchAnalyticsRepository, type SearchWindow } from './search-analytics.repository.js';

const m = messages.searchAnalytics;
const resource = { kind: 'searchAnalytics', ownerIds: [] } as const;

/** A share with four decimals; 0 when there is nothing to share out. */
const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/**
 * The admin's search analytics over a range of UTC days (docs/product/search-analytics.md): the
 * totals, the top queries, the queries that found nothing and the click-through by position.
 * Admins only (the access policy's `searchAnalytics.read`).
 */
@Injectable()
export class SearchAnalyticsService {
  constructor(
    private readonly analytics: SearchAnalyticsRepository,
    private readonly access: ResourceAccess,
  ) {}

  async read(
    caller: NonNullable<Actor>,
    query: SearchAnalyticsQuery,
    now = new Date(),
  ): Promise<SearchAnalytics> {
    if (!this.access.can(caller, 'read', resource))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    const to = query.to ?? dayOf(now);
    const from = query.from ?? lastDays(to, defaultSearchAnalyticsDays).from;
    // The schema bounds a range given whole; here either end may have been filled in.
    if (from > to) throw new ApiException(HttpStatus.BAD_REQUEST, m.rangeBackwards);
    if (daysInRange(from, to) > maxSearchAnalyticsDays)
      throw new ApiException(HttpStatus.BAD_REQUEST, m.rangeTooLong);
    const window: SearchWindow = {
      from: new Date(`${from}T00:00:00Z`),
      until: new Date(`${addDays(to, 1)}T00:00:00Z`),
      kind: query.kind ?? null,
    };
    const [totals, top, zero, positions] = await Promise.all([
      this.analytics.totals(window),
      this.analytics.topQueries(window),
      this.analytics.zeroResultQueries(window),
      this.analytics.positions(window),
    ]);
    return {
      from,
      to,
      kind: window.kind,
      totals: {
        searches: totals.searches,
        zeroResults: totals.zero_results,
        zeroResultRate: rate(totals.zero_results, totals.searches),
        clickedSearches: totals.clicked_searches,
        clickThroughRate: rate(totals.clicked_searches, totals.searches),
        clicks: totals.clicks,
        saves: totals.saves,
        inquiries: totals.inquiries,
      },
      topQueries: top.map((row) => ({
        query: row.query,
        searches: row.searches,
        zeroResultShare: rate(row.zero_results, row.searches),
        clicks: row.clicks,
        clickThroughRate: rate(row.clicked_searches, row.searches),
      })),
      zeroResultQueries: zero.map((row) => ({
        query: row.query,
        count: row.count,
        lastSeen: new Date(row.last_seen).toISOString(),
      })),
      positions: positions.map((row) => ({
        position: row.position,
        shown: row.shown,
        clicks: row.clicked,
        clickThroughRate: rate(row.clicked, row.shown),
      })),
    };
  }
}
