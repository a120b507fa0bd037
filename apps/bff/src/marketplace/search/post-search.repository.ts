import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { joinSql as join, sql, type Sql } from '../../platform/common/sql-fragment.js';
import { PreparedSql, type RunSql } from '../../platform/database/prepared-sql.js';
import { cosine, decodeVector, headlineMarkers } from '@matchbazaar/matching';

/** Which table a search reads and how its columns read as a price and a live status. */
export interface SearchTable {
  table: 'listing' | 'requirement';
  liveStatus: 'published' | 'open';
  /** Minor units to filter and sort by: a listing's price, a requirement's budget top. */
  priceSql: string;
}

export const listingTable: SearchTable = {
  table: 'listing',
  liveStatus: 'published',
  priceSql: '"price_minor"',
};
export const requirementTable: SearchTable = {
  table: 'requirement',
  liveStatus: 'open',
  priceSql: 'coalesce("budget_max_minor", "budget_min_minor")',
};

// A filter or a sort is a Sql fragment; search-plan.ts and search.service.ts take them from here.
export { sql, type Sql } from '../../platform/common/sql-fragment.js';

export interface SearchPlan {
  /** to_tsquery('english', ...) text, already reduced to safe words (search-text.ts). */
  tsQuery: string | null;
  /** Rows matching this match as if they held the words (a category the words name). */
  alsoMatch: Sql | null;
  /** Each typed word long enough to misspell, with the edits it may be away from a title word. */
  fuzzyWords: readonly { word: string; maxEdits: number }[];
  filters: Sql[];
  /**
   * The value rows are ordered by (with id as the tie-break), and the direction. `column`, when
   * given, is a plain column in the same order (so an index walks it) and `fromValue` turns a
   * cursor's value back into it.
   */
  sort: {
    value: Sql;
    direction: 'asc' | 'desc';
    column?: string;
    fromValue?: string;
    /** The value is a bigint (a time in µs, a price): a cursor's must be a safe integer. */
    whole?: true;
  };
  /** Kilometres from the searched point, answered with each row when the search has one. */
  distance: Sql | null;
  /**
   * Only the first this many matches are ordered (relevance over a broad word, distance in a
   * crowded city), taken in `order` when given (the nearest by the point index); null: all.
   */
  pool: { size: number; order: Sql | null } | null;
  /** Rows after this (sort value, id) only: the keyset cursor. */
  after: { value: number; id: string } | null;
  limit: number;
}

export interface SearchRow {
  id: string;
  sortValue: number;
  headline: string | null;
  distanceKm: number | null;
}

export interface FacetRow {
  dimension: string;
  value: string | null;
  currency: string | null;
  count: number;
}

/** What all of a search's matches come to: their count (up to a cap) and facets. */
export interface SearchCounts {
  facets: FacetRow[];
  /** The facets are a sample's shares of `matched`. */
  facetsEstimated: boolean;
  matched: number;
}

/** Minor-unit edges of the price buckets per currency (0-500, 500-5,000 ... rupees). */
export const priceEdges = {
  INR: [50_000, 500_000, 5_000_000, 50_000_000],
  USD: [1_000, 10_000, 100_000, 1_000_000],
} as const;

/** How long one search statement may run before it is cut off (a 503, not a stuck worker). */
const STATEMENT_TIMEOUT_MS = 2_000;
/**
 * A search the planner expects to match this many times the count's cap is taken to be past it
 * without counting. The estimate of a word comes from the statistics PostgreSQL keeps of each
 * frequent word, within a few percent at a million listings; it can be four times too high only
 * where the words and filters rarely go together (it takes them to be independent). Then a
 * search with between the facet sample and the cap says "10,000+" instead of its count.
 */
const SURELY_PAST = 4;
/** Suggestions are the best of this many matches (the first found), not of every match. */
const SUGGEST_POOL = 500;
/** Trigram similarity above which a title word may be the typed word misspelt ("iphnoe" and "iphone" share 3 of 11: 0.27). */
const TYPO_SIMILARITY = 0.2;

/**
 * The catalogue's search SQL: full text with synonyms (tsquery), typos by trigram similarity on
 * titles, filters, keyset pages, facets over the first matches. Every statement runs in a
 * transaction with a statement timeout.
 */
@Injectable()
export class PostSearchRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
  ) {}

  /** The synonym sets operators keep in `search_synonym`. */
  async synonyms(): Promise<{ term: string; synonyms: string[] }[]> {
    return this.em
      .getConnection()
      .execute<{ term: string; synonyms: string[] }[]>(
        `select "term", "synonyms" from "search_synonym"`,
      );
  }

  /** The page's rows (ids, sort values, distances, snippets) in the plan's order. */
  pageOf(target: SearchTable, plan: SearchPlan): Promise<SearchRow[]> {
    return this.page(this.timed(this.pageSettings(plan)), target, plan, this.where(target, plan));
  }

  /**
   * How many rows match, up to `totalCap`, and the facets. It runs in its own transaction (its own
   * connection), so a search runs it beside its page and waits for the slower, not for both.
   */
  async countsOf(
    target: SearchTable,
    plan: SearchPlan,
    counting: { totalCap: number; facetSample: number },
  ): Promise<SearchCounts> {
    const { matched, sampled } = await this.counted(target, this.where(target, plan), counting);
    return countsFrom(matched, sampled);
  }

  /** Whether `rankedFirstPage` answers this plan: a first page ranked over its first matches. */
  ranksFirstMatches(plan: SearchPlan): boolean {
    return plan.pool !== null && plan.pool.order === null && plan.after === null;
  }

  /**
   * A first page ranked by relevance with its count and facets, in one statement that reads the
   * first matches once: the page ranks the first `pool` of them and the facets count the first
   * `facetSample`, the same rows, which the page and the count had each read in a statement of
   * their own (twice the heap blocks). Only a search with more matches than those and not
   * expected far past the cap reads again, to count up to `totalCap`.
   */
  async rankedFirstPage(
    target: SearchTable,
    plan: SearchPlan,
    { totalCap, facetSample }: { totalCap: number; facetSample: number },
  ): Promise<{ rows: SearchRow[]; counts: SearchCounts }> {
    const where = this.where(target, plan);
    const first = Math.max(plan.pool?.size ?? 0, facetSample);
    const pastCap = Math.min(facetSample, totalCap);
    const distance = plan.distance ?? sql('null');
    const headline = this.headline(plan);
    const { condition, bucket } = facetColumns(target);
    const statement = join(
      [
        sql(
          `with e as materialized (select search_estimated_rows(?) >= ? as "past"),`,
          this.estimateSubject(target, where),
          totalCap * SURELY_PAST,
        ),
        sql(
          `m as materialized (select "id", ${plan.sort.value.sql} as "sort_value",`,
          ...plan.sort.value.params,
        ),
        sql(`${distance.sql} as "distance",`, ...distance.params),
        sql(
          `"group_id", "subgroup_id", "category", ${condition} as "condition", "city", "currency", ${bucket} as "bucket"
           from "${target.table}" where ${where.sql} limit ?),`,
          ...where.params,
          first,
        ),
        sql(
          `p as (select "id", "sort_value", "distance",
                        row_number() over (order by "sort_value" ${plan.sort.direction}, "id" ${plan.sort.direction}) as "place"
                 from (select * from m limit ?) r
                 order by "sort_value" ${plan.sort.direction}, "id" ${plan.sort.direction} limit ?),`,
          plan.pool?.size ?? first,
          plan.limit,
        ),
        sql(`n as (select count(*) as "n" from m)`),
        sql(
          `select 'page' as "part", p."id", p."sort_value", p."distance", p."place", ${headline.sql} as "headline",`,
          ...headline.params,
        ),
        sql(
          `null as "group_id", null as "subgroup_id", null as "category", null as "condition", null as "city",
           null as "currency", null::int as "bucket", null::int as "g", null::bigint as "count", null::boolean as "past"
           from p join "${target.table}" t using ("id")
           union all`,
        ),
        // All the matches were among the first: they are the count. Else far past the cap by the
        // estimate: the cap. Else counted again, up to the cap (a CASE runs only its branch).
        sql(
          `select 'count', null, null, null, null, null, null, null, null, null, null, null, null, -1,
                  case when (select "n" from n) < ? then least((select "n" from n), ?)
                       when (select "past" from e) then ?
                       else (select count(*) from (select 1 from "${target.table}" where ${where.sql} limit ?) c) end,
                  (select "n" from n) >= ? and (select "past" from e)
           union all`,
          first,
          totalCap,
          pastCap,
          ...where.params,
          totalCap,
          first,
        ),
        sql(
          `select 'facet', null, null, null, null, null, "group_id", "subgroup_id", "category", "condition",
                  min("city"), "currency", "bucket",
                  grouping("group_id", "subgroup_id", "category", "condition", lower("city"), "currency", "bucket"),
                  count(*), null
           from (select * from m limit ?) s
           group by grouping sets (("group_id"), ("subgroup_id"), ("category"), ("condition"), (lower("city")), ("currency", "bucket"))`,
          facetSample,
        ),
      ],
      '\n',
    );
    const rows = await this.timed()<
      FacetSqlRow & {
        part: 'page' | 'count' | 'facet';
        id: string | null;
        sort_value: number | string | null;
        distance: number | string | null;
        place: string | null;
        headline: string | null;
        past: boolean | null;
      }
    >(statement.sql, statement.params);
    const page = rows
      .filter((row) => row.part === 'page')
      .sort((a, b) => Number(a.place) - Number(b.place))
      .map(searchRowOf);
    const total = rows.find((row) => row.part === 'count');
    const matched = total?.past ? totalCap : Number(total?.count ?? 0);
    const sampled = facetRowsOf(rows.filter((row) => row.part === 'facet'));
    return { rows: page, counts: countsFrom(matched, sampled) };
  }

  /**
   * The matches up to `totalCap` with the facets of the first `facetSample`. A search that the
   * planner expects to match SURELY_PAST times the cap or more is past it: only its sample is
   * read, and it counts as the cap (the answer says "10,000+" as it would have). Counting a
   * broad word's 10,001 rows was most of its wait (docs/decisions/0008-search-in-postgresql.md).
   * A sample that comes back short was all there is: its count is exact. The estimate is taken
   * inside the same statement (search_estimated_rows): one round trip, not two.
   */
  private async counted(
    target: SearchTable,
    where: Sql,
    { totalCap, facetSample }: { totalCap: number; facetSample: number },
  ): Promise<{ matched: number; sampled: FacetRow[] }> {
    const pastCap = Math.min(facetSample, totalCap);
    const found = await this.matchesAndFacets(this.timed(), target, where, {
      cap: totalCap,
      pastCap,
      surelyPast: totalCap * SURELY_PAST,
      sample: facetSample,
    });
    return found.past && found.matched >= pastCap ? { ...found, matched: totalCap } : found;
  }

  /**
   * The nearest first walks the point index in distance order; the planner, misled by how few
   * posts it expects in the box, would read all of them and sort (100 ms vs 11 ms).
   */
  private pageSettings(plan: SearchPlan): Record<string, string> {
    return plan.pool?.order ? { enable_bitmapscan: 'off' } : {};
  }

  /** The page's rows (ids, sort values, distances, snippets) in the plan's order. */
  private async page(
    query: RunSql,
    target: SearchTable,
    plan: SearchPlan,
    where: Sql,
  ): Promise<SearchRow[]> {
    const { value, direction, column, fromValue = '?' } = plan.sort;
    // Rows are walked by the plain column when there is one (an index serves it), else by the
    // value itself, computed once per row (a relevance rank twice cost 1.3 ms for 1,700 rows).
    const key = column ? '"sort_key"' : '"sort_value"';
    const keyset = plan.after
      ? sql(
          `where (${key}, "id") ${direction === 'desc' ? '<' : '>'} (${fromValue}, ?::uuid)`,
          plan.after.value,
          plan.after.id,
        )
      : sql('');
    // A relevance order ranks the first `pool` matches only: ranking every one of a broad
    // word's 80,000 matches reads them all (600 ms at a million listings).
    const pool = plan.pool
      ? plan.pool.order
        ? sql(`order by ${plan.pool.order.sql} limit ?`, ...plan.pool.order.params, plan.pool.size)
        : sql('limit ?', plan.pool.size)
      : sql('');
    const headline = this.headline(plan);
    const distance = plan.distance ?? sql('null');
    // The page's ids first, then the snippets of those few rows only.
    const page = sql(
      `select p."id", p."sort_value", p."distance", ${headline.sql} as "headline" from (
         select "id", "sort_value", "distance" from (
           select "id", ${value.sql} as "sort_value", ${column ? `${column} as "sort_key",` : ''}
                  ${distance.sql} as "distance"
           from "${target.table}"
           where ${where.sql}
           ${pool.sql}
         ) c ${keyset.sql}
         order by ${key} ${direction}, "id" ${direction}
         limit ?
       ) p join "${target.table}" t using ("id")
       order by p."sort_value" ${direction}, p."id" ${direction}`,
      ...headline.params,
      ...value.params,
      ...distance.params,
      ...where.params,
      ...pool.params,
      ...keyset.params,
      plan.limit,
    );
    const rows = await query<{
      id: string;
      sort_value: number | string;
      distance: number | string | null;
      headline: string | null;
    }>(page.sql, page.params);
    return rows.map(searchRowOf);
  }

  /** A page row's snippet: where the words matched, in its title and description. */
  private headline(plan: SearchPlan): Sql {
    return plan.tsQuery
      ? sql(
          `ts_headline('english', t."title" || ' · ' || t."description", to_tsquery('english', ?), ?)`,
          plan.tsQuery,
          `StartSel=${headlineMarkers.start},StopSel=${headlineMarkers.stop},MaxWords=24,MinWords=8,MaxFragments=1,FragmentDelimiter=" … "`,
        )
      : sql('null');
  }

  /** The filters as the planner is asked about them: values written in, as statements send them. */
  private estimateSubject(target: SearchTable, where: Sql): string {
    return this.em
      .getPlatform()
      .formatQuery(`select 1 from "${target.table}" where ${where.sql}`, where.params);
  }

  /**
   * How many of the first `sample` posts matching any of the plans match each plan, in one
   * statement: the variants of a query with one word left out, compared by what each finds.
   */
  async countEach(
    target: SearchTable,
    plans: readonly SearchPlan[],
    sample: number,
  ): Promise<number[]> {
    const words = plans.map((plan) => plan.tsQuery).filter((q): q is string => q !== null);
    if (words.length === 0) return plans.map(() => 0);
    const filters = plans[0]!.filters;
    const any = join(
      [
        sql(`"status" = ?`, target.liveStatus),
        sql(
          `(${words.map(() => `"search_vector" @@ to_tsquery('english', ?)`).join(' or ')})`,
          ...words,
        ),
        ...filters,
      ],
      ' and ',
    );
    const counts = plans.map((plan, i) =>
      plan.tsQuery
        ? sql(
            `count(*) filter (where "search_vector" @@ to_tsquery('english', ?)) as "c${i}"`,
            plan.tsQuery,
          )
        : sql(`0 as "c${i}"`),
    );
    const statement = join(
      [
        sql(`select`),
        join(counts, ', '),
        sql(`from (select "search_vector" from "${target.table}" where`),
        any,
        sql(`limit ?) s`, sample),
      ],
      ' ',
    );
    const [row] = await this.timed()<Record<string, string>>(statement.sql, statement.params);
    return plans.map((_, i) => Number(row?.[`c${i}`] ?? 0));
  }

  /**
   * The posts matching the plan's filters (its first `sample`) nearest in meaning to `vector`,
   * most alike first, each at least `minSimilarity` alike: a widened search's last resort
   * before the category, over the likely categories only.
   */
  async nearestInMeaning(
    target: SearchTable,
    plan: SearchPlan,
    vector: Int8Array,
    { sample, limit, minSimilarity }: { sample: number; limit: number; minSimilarity: number },
  ): Promise<{ id: string; similarity: number }[]> {
    const where = this.where(target, plan);
    const rows = await this.timed()<{ id: string; meaning: Buffer | null }>(
      `select "id", "meaning" from "${target.table}" where ${where.sql} and "meaning" is not null limit ?`,
      [...where.params, sample],
    );
    const found: { id: string; similarity: number }[] = [];
    for (const row of rows) {
      if (!row.meaning) continue;
      const similarity = cosine(vector, decodeVector(row.meaning));
      if (similarity >= minSimilarity) found.push({ id: row.id, similarity });
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }

  /** The stored meaning vectors of these posts (a post without one is left out). */
  async meaningsOf(target: SearchTable, ids: readonly string[]): Promise<Int8Array[]> {
    if (ids.length === 0) return [];
    const rows = await this.timed()<{ meaning: Buffer | null }>(
      `select "meaning" from "${target.table}" where "id" = any(array[?]::uuid[]) and "meaning" is not null`,
      [ids],
    );
    return rows.flatMap((row) => (row.meaning ? [decodeVector(row.meaning)] : []));
  }

  /**
   * Title words (search_word, kept by a trigger) each typed word may be misspelt from: close by
   * trigrams, then within its edit distance, nearest first.
   */
  async corrections(
    words: readonly { word: string; maxEdits: number }[],
  ): Promise<Map<string, string[]>> {
    const query = this.timed({ 'pg_trgm.similarity_threshold': TYPO_SIMILARITY });
    const rows = await query<{ typed: string; word: string }>(
      `select t."typed", s."word"
           from unnest(array[?]::text[], array[?]::int[]) as t("typed", "edits")
           cross join lateral (
             select "word" from "search_word"
             where "word" % t."typed" and levenshtein_less_equal("word", t."typed", t."edits") <= t."edits"
             order by levenshtein("word", t."typed"), "word" <-> t."typed"
             limit 3
           ) s`,
      [words.map((w) => w.word), words.map((w) => w.maxEdits)],
    );
    const found = new Map<string, string[]>();
    for (const row of rows) found.set(row.typed, [...(found.get(row.typed) ?? []), row.word]);
    return found;
  }

  /**
   * Up to `limit` title words (search_word) that begin with `prefix`, the prefix itself included
   * when it is one; the prefix index serves them.
   */
  async completions(prefix: string, limit: number): Promise<string[]> {
    const rows = await this.timed()<{ word: string }>(
      `select "word" from "search_word" where "word" like ? escape '\\' limit ?`,
      [`${prefix.replace(/[\\%_]/g, '\\$&')}%`, limit],
    );
    return rows.map((row) => row.word).sort();
  }

  /**
   * Titles that start with or closely match what is typed, best and most viewed first (the header
   * box), out of the first SUGGEST_POOL matches: ranking all 5,000 listings that "iph" starts a
   * word of read every one of them as the person typed (16 ms; 3 ms for the pool).
   */
  async suggestTitles(tsQuery: string, limit: number): Promise<{ id: string; title: string }[]> {
    return this.timed()<{ id: string; title: string }>(
      `select "id", "title" from (
         select "id", "title", "search_vector", "view_count" from "listing"
         where "status" = 'published' and "search_vector" @@ to_tsquery('english', ?)
         limit ?
       ) p
       order by ts_rank("search_vector", to_tsquery('english', ?), 1) desc, "view_count" desc, "id"
       limit ?`,
      [tsQuery, SUGGEST_POOL, tsQuery, limit],
    );
  }

  /**
   * Runs each statement under the statement timeout (a 57014 error past it), JIT off and
   * `settings`, for that statement alone.
   */
  private timed(settings: Readonly<Record<string, string | number>> = {}): RunSql {
    // Compiling a plan costs 10-40 ms, more than these short statements save by it.
    const all = { statement_timeout: STATEMENT_TIMEOUT_MS, jit: 'off', ...settings };
    return (text, params) => this.sql.withSettings(all, text, params);
  }

  private where(target: SearchTable, plan: SearchPlan): Sql {
    const parts: Sql[] = [sql(`"status" = ?`, target.liveStatus)];
    if (plan.tsQuery) {
      const words = sql(`"search_vector" @@ to_tsquery('english', ?)`, plan.tsQuery);
      const either = plan.alsoMatch && join([words, plan.alsoMatch], ' or ');
      parts.push(either ? sql(`(${either.sql})`, ...either.params) : words);
    }
    parts.push(...plan.filters);
    return join(parts, ' and ');
  }

  /**
   * How many rows match, up to `cap` (`pastCap` when the planner expects `surelyPast` or more),
   * and counts per group, subgroup, category, condition, city and price bucket over the first
   * `sample` of them, in one statement that reads each match once (grouping sets). Reading
   * every match of a broad word costs a heap read each, so the caller scales a sample's counts.
   */
  private async matchesAndFacets(
    query: RunSql,
    target: SearchTable,
    where: Sql,
    limits: { cap: number; pastCap: number; surelyPast: number; sample: number },
  ): Promise<{ matched: number; sampled: FacetRow[]; past: boolean }> {
    const { condition, bucket } = facetColumns(target);
    const rows = await query<FacetSqlRow & { past: boolean | null }>(
      // m keeps the matches in the order they were found, so its first rows are the sample; a
      // CTE is read only as far as asked, so a search past the cap reads its sample alone.
      `with e as materialized (select search_estimated_rows(?) >= ? as "past"),
       m as materialized (
         select "group_id", "subgroup_id", "category", ${condition} as "condition", "city",
                "currency", ${bucket} as "bucket"
         from "${target.table}" where ${where.sql} limit ?
       )
       select null as "group_id", null as "subgroup_id", null as "category", null as "condition",
              null as "city", null as "currency", null::int as "bucket", -1 as "g", count(*) as "count",
              (select "past" from e) as "past"
       from (select 1 from m limit (select case when "past" then ? else ? end from e)) c
       union all
       select "group_id", "subgroup_id", "category", "condition", min("city") as "city", "currency",
              "bucket", grouping("group_id", "subgroup_id", "category", "condition", lower("city"), "currency", "bucket") as "g",
              count(*) as "count", null as "past"
       from (select * from m limit ?) s
       group by grouping sets (("group_id"), ("subgroup_id"), ("category"), ("condition"), (lower("city")), ("currency", "bucket"))`,
      [
        this.estimateSubject(target, where),
        limits.surelyPast,
        ...where.params,
        limits.cap,
        limits.pastCap,
        limits.cap,
        limits.sample,
      ],
    );
    const total = rows.find((row) => Number(row.g) === -1);
    return {
      matched: Number(total?.count ?? 0),
      sampled: facetRowsOf(rows.filter((row) => Number(row.g) !== -1)),
      past: total?.past === true,
    };
  }
}

/** A facet row as the statements answer it (see facetRowsOf). */
interface FacetSqlRow {
  group_id: string | null;
  subgroup_id: string | null;
  category: string | null;
  condition: string | null;
  city: string | null;
  currency: string | null;
  bucket: number | null;
  g: number | string;
  count: number | string;
}

/** The facet columns that are computed: a requirement has no condition. */
function facetColumns(target: SearchTable): { condition: string; bucket: string } {
  return {
    condition: target.table === 'listing' ? `"condition"` : `null::text`,
    bucket: `case "currency" when 'INR' then width_bucket(${target.priceSql}, array[${priceEdges.INR.join(',')}]::bigint[]) else width_bucket(${target.priceSql}, array[${priceEdges.USD.join(',')}]::bigint[]) end`,
  };
}

/** Grouping-sets rows as facets: grouping() says which set a row counts. */
function facetRowsOf(rows: readonly FacetSqlRow[]): FacetRow[] {
  return rows.flatMap((row): FacetRow[] => {
    const count = Number(row.count);
    const g = Number(row.g);
    // grouping() sets a bit for each column NOT in the row's grouping set (7 columns, MSB first).
    const has = (bit: number) => (g & (1 << (6 - bit))) === 0;
    if (has(0)) return [{ dimension: 'group', value: row.group_id, currency: null, count }];
    if (has(1)) return [{ dimension: 'subgroup', value: row.subgroup_id, currency: null, count }];
    if (has(2)) return [{ dimension: 'category', value: row.category, currency: null, count }];
    if (has(3)) return [{ dimension: 'condition', value: row.condition, currency: null, count }];
    if (has(4)) return [{ dimension: 'city', value: row.city, currency: null, count }];
    if (has(5) && row.bucket !== null)
      return [{ dimension: 'price', value: String(row.bucket), currency: row.currency, count }];
    return [];
  });
}

/** The matches' count and the sample's facets, each scaled to the matches beyond the sample. */
function countsFrom(matched: number, sampled: FacetRow[]): SearchCounts {
  const inSample = sampled
    .filter((row) => row.dimension === 'group')
    .reduce((sum, row) => sum + row.count, 0);
  // Beyond the sample, each count is its share of the sample applied to all the matches.
  const facetsEstimated = inSample > 0 && matched > inSample;
  const facets = facetsEstimated
    ? sampled.map((row) => ({ ...row, count: Math.round((row.count * matched) / inSample) }))
    : sampled;
  return { facets, facetsEstimated, matched };
}

function searchRowOf(row: {
  id: string | null;
  sort_value: number | string | null;
  distance: number | string | null;
  headline: string | null;
}): SearchRow {
  return {
    id: row.id ?? '',
    sortValue: Number(row.sort_value),
    headline: row.headline,
    distanceKm: row.distance === null ? null : Number(row.distance),
  };
}
