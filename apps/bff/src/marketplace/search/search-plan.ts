import {
  searchCursorSchema,
  searchWholeCursorSchema,
  type ListingSearchQuery,
  type RequirementSearchQuery,
  type SearchFacets,
} from '@matchbazaar/contracts';
import { decodeCursor, encodeCursor } from '../../platform/common/keyset-cursor.js';
import {
  priceEdges,
  sql,
  type FacetRow,
  type SearchPlan,
  type SearchTable,
  type Sql,
} from './post-search.repository.js';
import { searchWords, toTsQuery, type Completions, type SynonymMap } from '@matchbazaar/matching';
import { relevanceSql, wordsOnly, type CategoryBoost } from './ranking.js';

/** Typo matching needs enough letters to mean something: "tv" matches half the catalogue. */
const FUZZY_MIN_LETTERS = 4;
/** How many matches a relevance or distance order looks at: pages beyond it end the list. */
export const RANK_POOL = 2_000;

type Query = ListingSearchQuery | RequirementSearchQuery;

/** Great-circle kilometres from the point to the row's coordinates, in SQL. */
function distanceFrom([lat, lng]: [number, number]): Sql {
  return sql(
    `(2 * 6371 * asin(least(1, sqrt(power(sin(radians(("latitude" - ?) / 2)), 2) + cos(radians(?)) * cos(radians("latitude")) * power(sin(radians(("longitude" - ?) / 2)), 2)))))`,
    lat,
    lat,
    lng,
  );
}

/**
 * The key a price (or budget) order sorts by: posts without one come last either way. The
 * migration price_sort_indexes indexes each key per currency, so such an order walks an index.
 */
function priceOrderKey(target: SearchTable, direction: 'asc' | 'desc'): string {
  return `coalesce(${target.priceSql}, ${direction === 'asc' ? '9000000000000000' : '-1'})`;
}

/** The direction of the query's price order, if it has one. */
function priceOrderOf(sort: Query['sort']): 'asc' | 'desc' | null {
  if (sort === 'price_asc' || sort === 'budget_asc') return 'asc';
  if (sort === 'price_desc' || sort === 'budget_desc') return 'desc';
  return null;
}

/** The filters both kinds share. */
function commonFilters(query: Query, target: SearchTable, withWords: boolean): Sql[] {
  const filters: Sql[] = [];
  if (query.group) filters.push(sql(`"group_id" = ?`, query.group));
  if (query.subgroup) filters.push(sql(`"subgroup_id" = ?`, query.subgroup));
  if (query.category) filters.push(sql(`"category" = ?`, query.category));
  if (query.currency) filters.push(sql(`"currency" = ?`, query.currency));
  if (query.minPrice !== undefined)
    filters.push(sql(`${target.priceSql} >= ?`, query.minPrice * 100));
  if (query.maxPrice !== undefined)
    filters.push(sql(`${target.priceSql} <= ?`, query.maxPrice * 100));
  // The same bounds on the order's key too (redundant with the above, so the rows are the same):
  // a price order walking its index then starts and stops at them, instead of reading every
  // cheaper post of the currency to filter it out.
  const order = priceOrderOf(query.sort);
  if (order) {
    const key = priceOrderKey(target, order);
    if (query.minPrice !== undefined) filters.push(sql(`${key} >= ?`, query.minPrice * 100));
    if (query.maxPrice !== undefined) filters.push(sql(`${key} <= ?`, query.maxPrice * 100));
  }
  if (query.city) filters.push(sql(`lower("city") = lower(?)`, query.city));
  if (query.near) {
    const [lat, lng] = query.near;
    const km = query.radiusKm;
    // A box first, then the exact circle.
    const dLat = km / 111;
    const dLng = km / (111 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    // The live point index serves the box, but the planner takes any box to hold 0.1% of the
    // posts (100 times too few in a big city): with words it then reads every post in the box
    // to test them (55 ms for 69,000). As latitude and longitude ranges it estimates the box
    // and ANDs the words' bitmap with the latitude index's (12 ms). Nearest first keeps the box:
    // its walk outward by the point index stops at the box's edge.
    if (withWords && query.sort !== 'distance')
      filters.push(
        sql(
          `"latitude" between ? and ? and "longitude" between ? and ?`,
          lat - dLat,
          lat + dLat,
          lng - dLng,
          lng + dLng,
        ),
      );
    else
      filters.push(
        sql(
          `point("longitude", "latitude") <@ box(point(?, ?), point(?, ?))`,
          lng - dLng,
          lat - dLat,
          lng + dLng,
          lat + dLat,
        ),
      );
    const distance = distanceFrom(query.near);
    filters.push({ sql: `${distance.sql} <= ?`, params: [...distance.params, km] });
  }
  return filters;
}

const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)`;

/** Newest first by the publication time itself (the live index walks it); cursors hold µs. */
const newest: SearchPlan['sort'] = {
  value: sql(`(extract(epoch from "published_at") * 1000000)::bigint`),
  direction: 'desc',
  column: '"published_at"',
  fromValue: `(timestamptz 'epoch' + ?::bigint * interval '1 microsecond')`,
  whole: true,
};

/** The sort value of rows for a sort name; relevance without words is newest. */
function sortOf(
  sort: string,
  query: Query,
  target: SearchTable,
  tsQuery: string | null,
  boosts: readonly CategoryBoost[],
  plain: boolean,
): SearchPlan['sort'] {
  switch (sort) {
    case 'relevance':
      // As float8: a real rank (0.0607927) read into a cursor and compared back as float8 missed
      // the rows that tied with the page's last one, so the next page skipped them.
      if (tsQuery || boosts.length > 0)
        return {
          value: relevanceSql(target, tsQuery, boosts, plain ? wordsOnly : undefined),
          direction: 'desc',
        };
      return newest;
    case 'newest':
      return newest;
    case 'price_asc':
    case 'budget_asc':
      return { value: sql(priceOrderKey(target, 'asc')), direction: 'asc', whole: true };
    case 'price_desc':
    case 'budget_desc':
      return { value: sql(priceOrderKey(target, 'desc')), direction: 'desc', whole: true };
    case 'distance':
      return { value: distanceFrom(query.near!), direction: 'asc' };
    case 'discount':
      return {
        value: sql(
          `(("deal_compare_at_minor" - "price_minor")::float8 / nullif("deal_compare_at_minor", 0))`,
        ),
        direction: 'desc',
      };
    case 'ending_soon':
      return { value: sql(epochMs('"deal_ends_at"')), direction: 'asc' };
    case 'needed_soon':
      return {
        value: sql(`coalesce(${epochMs('"needed_by"::timestamp')}, 9000000000000000)`),
        direction: 'asc',
      };
    default:
      return newest;
  }
}

/** Which matches an order that cannot walk an index looks at (see SearchPlan.pool). */
function poolOf(query: Query, ranked: boolean): SearchPlan['pool'] {
  if (query.sort === 'relevance' && ranked) return { size: RANK_POOL, order: null };
  if (query.sort === 'distance' && query.near) {
    // The nearest by the point index (flat degrees), then ordered by the true distance.
    const [lat, lng] = query.near;
    return {
      size: RANK_POOL,
      order: sql(`point("longitude", "latitude") <-> point(?, ?)`, lng, lat),
    };
  }
  return null;
}

/** What the words mean beyond themselves (understanding.ts); none for a plain search. */
export interface WordsMeaning {
  /** The words to search, when not the query's own (prices, places and the like read out). */
  text?: string;
  /** Taxonomy nodes that raise a post in a relevance order. */
  boosts?: readonly CategoryBoost[];
  /** A node whose posts match as if they said the words (the words name it). */
  named?: CategoryBoost | null;
  /** Match any of the words, not all (ranked by how many). */
  anyWord?: boolean;
  /** Rank by the words alone (the search's understanding off). */
  wordsOnly?: boolean;
}

/** What a query asks of the search repository: words, filters, order, page. */
export function planSearch(
  target: SearchTable,
  query: Query,
  synonyms: SynonymMap,
  extraFilters: Sql[],
  completions?: Completions,
  meaning: WordsMeaning = {},
): SearchPlan {
  const text = meaning.text ?? query.q ?? '';
  const tsQuery = text
    ? toTsQuery(text, synonyms, { completions, anyWord: meaning.anyWord ?? false })
    : null;
  const fuzzyWords = searchWords(text)
    .filter((word) => word.length >= FUZZY_MIN_LETTERS)
    // One slip in a short word, two in a longer one (a swapped pair of letters is two).
    .map((word) => ({ word, maxEdits: word.length <= 5 ? 1 : 2 }));
  const boosts = tsQuery ? (meaning.boosts ?? []) : [];
  const named = tsQuery ? (meaning.named ?? null) : null;
  const sort = sortOf(query.sort, query, target, tsQuery, boosts, meaning.wordsOnly ?? false);
  let after: SearchPlan['after'] = null;
  if (query.cursor) {
    const [value, id] = decodeCursor(
      query.cursor,
      sort.whole ? searchWholeCursorSchema : searchCursorSchema,
    );
    after = { value, id };
  }
  return {
    tsQuery,
    alsoMatch: named ? sql(`"${named.column}" = ?`, named.id) : null,
    fuzzyWords,
    filters: [...commonFilters(query, target, tsQuery !== null), ...extraFilters],
    sort,
    distance: query.near ? distanceFrom(query.near) : null,
    pool: poolOf(query, tsQuery !== null),
    after,
    limit: query.limit + 1,
  };
}

/** The cursor of the page after `row`. */
export const cursorAfter = (row: { sortValue: number; id: string }) =>
  encodeCursor([row.sortValue, row.id]);

/** Facet rows as the answer shows them: biggest first, price buckets as "min-max" in major units. */
export function toFacets(rows: readonly FacetRow[], estimated: boolean): SearchFacets {
  const of = (dimension: string, top: number) =>
    rows
      .filter((row) => row.dimension === dimension && row.value !== null)
      .map((row) => ({ value: row.value!, count: row.count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, top);
  const priceBuckets = rows
    .filter(
      (row) => row.dimension === 'price' && (row.currency === 'INR' || row.currency === 'USD'),
    )
    .map((row) => {
      const currency = row.currency as 'INR' | 'USD';
      const edges = [0, ...priceEdges[currency].map((edge) => edge / 100)];
      // width_bucket: 0 below the first edge, n at or above the last.
      const index = Number(row.value);
      const low = edges[index] ?? 0;
      const high = edges[index + 1];
      return { value: `${low}-${high ?? ''}`, currency, count: row.count, index };
    })
    .sort((a, b) => a.currency.localeCompare(b.currency) || a.index - b.index)
    .map(({ index: _index, ...bucket }) => bucket);
  return {
    groups: of('group', 15),
    subgroups: of('subgroup', 80),
    categories: of('category', 40),
    priceBuckets,
    conditions: of('condition', 3),
    cities: of('city', 10),
    estimated,
  };
}
