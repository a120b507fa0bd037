import type { CategoryBoost } from '@matchbazaar/matching';
import { readFileSync } from 'node:fs';
import { sql, type SearchTable, type Sql } from './post-search.repository.js';

/**
 * How a relevance order weighs what it knows of a post (docs/product/search-understanding.md):
 * the committed, reviewed file apps/bff/data/search-ranking-weights.json, versioned like the matching engine's, so a
 * training run replaces it only when it ranks a held-out set better.
 */
export const rankingSignals = [
  'text',
  'category',
  'fresh',
  'priced',
  'rating',
  'popular',
  'deal',
] as const;
export type RankingSignal = (typeof rankingSignals)[number];

export interface RankingWeights {
  version: string;
  note?: string;
  signals: Record<RankingSignal, number>;
}

export const rankingWeightsFile = new URL(
  '../../../data/search-ranking-weights.json',
  import.meta.url,
);

/** Reads and checks a weights file: every signal a finite number of at least 0. */
export function parseRankingWeights(text: string): RankingWeights {
  const raw = JSON.parse(text) as Partial<RankingWeights>;
  if (typeof raw.version !== 'string' || !raw.version || typeof raw.signals !== 'object')
    throw new Error('a ranking weights file needs a version and signals');
  const signals = {} as Record<RankingSignal, number>;
  for (const signal of rankingSignals) {
    const weight = (raw.signals as Record<string, unknown>)[signal];
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0)
      throw new Error(`weight of ${signal} must be a number of at least 0`);
    signals[signal] = weight;
  }
  return { version: raw.version, ...(raw.note && { note: raw.note }), signals };
}

let current: RankingWeights | undefined;
/** The committed weights, read once per process. */
export function currentRankingWeights(): RankingWeights {
  current ??= parseRankingWeights(readFileSync(rankingWeightsFile, 'utf8'));
  return current;
}

/**
 * Ranks this process's next searches with other weights, the file untouched: for `npm run
 * search:train`, which searches each labeled query once per candidate. Nothing in the served app
 * calls it; the weights it serves come from the file.
 */
export function rankWith(signals: RankingWeights['signals']): void {
  current = { version: 'in training', signals: { ...signals } };
}

/** Weights for a search with its understanding off: the words' rank alone. */
export const wordsOnly: RankingWeights['signals'] = {
  text: 1,
  category: 0,
  fresh: 0,
  priced: 0,
  rating: 0,
  popular: 0,
  deal: 0,
};

/** A taxonomy node the words name or likely mean (the query's reading, libs/matching). */
export type { CategoryBoost };

/**
 * A relevance order's value for a row, in SQL: the words' cover density (ts_rank_cd, normalised
 * to 0..1) and the category the query names, then small nudges. Freshness counts from the start
 * of the day, not from now(): a row's value must not drift between a page and the next, or the
 * keyset cursor would skip or repeat rows.
 */
export function relevanceSql(
  target: SearchTable,
  tsQuery: string | null,
  boosts: readonly CategoryBoost[],
  weights: RankingWeights['signals'] = currentRankingWeights().signals,
): Sql {
  // The words alone: their rank as it always was, no sum to compute.
  if (weights === wordsOnly && tsQuery)
    return sql(`ts_rank_cd("search_vector", to_tsquery('english', ?), 32)::float8`, tsQuery);
  // Every term in float8: a weight written into the statement, extract(epoch ...) and a decimal
  // literal are numeric, and numeric exp() over 2,000 rows cost 8 ms of a 12 ms search.
  const parts: Sql[] = [];
  const weighed = (weight: number, term: string, ...params: unknown[]) => {
    if (weight > 0) parts.push(sql(`?::float8 * (${term})::float8`, weight, ...params));
  };
  if (tsQuery)
    weighed(weights.text, `ts_rank_cd("search_vector", to_tsquery('english', ?), 32)`, tsQuery);
  for (const boost of boosts)
    weighed(
      weights.category * boost.score,
      `case when "${boost.column}" = ? then 1 else 0 end`,
      boost.id,
    );
  weighed(
    weights.fresh,
    `exp(-greatest(0, extract(epoch from (date_trunc('day', now()) - "published_at"))::float8) / 2592000)`,
  );
  if (target.table === 'listing') {
    weighed(weights.priced, `("price_minor" is not null)::int`);
    weighed(
      weights.rating,
      `coalesce("rating_average", 0)::float8 / 5 * least(coalesce("rating_count", 0), 5) / 5`,
    );
    weighed(weights.popular, `least(1, ln(1 + "view_count" + 5 * "save_count") / 10)`);
    weighed(weights.deal, `("deal_ends_at" is not null and "deal_ends_at" > now())::int`);
  } else weighed(weights.popular, `least(1, ln(1 + "view_count") / 10)`);
  if (parts.length === 0) return sql('0::float8');
  return {
    sql: `(${parts.map((part) => part.sql).join(' + ')})::float8`,
    params: parts.flatMap((part) => part.params),
  };
}
