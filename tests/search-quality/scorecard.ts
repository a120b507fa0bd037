// Per-query scores of the systems and their means by kind and overall, with the aims checked.
import { queryKinds, type LabeledQuery, type QueryKind } from './labeled-query.ts';
import { gradesOf, meanOf, missedEntirely, ndcgAt, recallAt } from './metrics.ts';

export const K = 10;

export interface QueryScore {
  q: string;
  kind: QueryKind;
  ranked: number[];
  ndcg: number;
  recall: number | undefined;
  empty: boolean | undefined;
}

export interface Means {
  queries: number;
  ndcg: number;
  recall: number | undefined;
  /** Share of the queries that have judged listings that came back empty. */
  zeroRate: number | undefined;
}

export function scoreQuery(query: LabeledQuery, ranked: number[]): QueryScore {
  const grades = gradesOf(query.judged);
  return {
    q: query.q,
    kind: query.kind,
    ranked: ranked.slice(0, K),
    ndcg: ndcgAt(K, ranked, grades),
    recall: recallAt(K, ranked, grades),
    empty: missedEntirely(ranked, grades),
  };
}

export function meansOf(scores: readonly QueryScore[]): Means {
  return {
    queries: scores.length,
    ndcg: meanOf(scores.map((s) => s.ndcg)) ?? 0,
    recall: meanOf(scores.map((s) => s.recall)),
    zeroRate: meanOf(scores.map((s) => (s.empty === undefined ? undefined : Number(s.empty)))),
  };
}

/** Means per kind (in the set's order of kinds) and overall. */
export function byKind(scores: readonly QueryScore[]): {
  kinds: Partial<Record<QueryKind, Means>>;
  overall: Means;
} {
  const kinds: Partial<Record<QueryKind, Means>> = {};
  for (const kind of queryKinds) {
    const ofKind = scores.filter((s) => s.kind === kind);
    if (ofKind.length) kinds[kind] = meansOf(ofKind);
  }
  return { kinds, overall: meansOf(scores) };
}

export const NDCG_AIM = 0.85;

export interface Aim {
  aim: string;
  met: boolean;
  detail: string;
}

/** The aims for the project's search, given its scores and MiniSearch's. */
export function aimsFor(project: readonly QueryScore[], miniSearch: readonly QueryScore[]): Aim[] {
  const ours = byKind(project);
  const theirs = byKind(miniSearch);
  const kinds = Object.entries(ours.kinds) as [QueryKind, Means][];
  const short = kinds.filter(([, m]) => m.ndcg < NDCG_AIM).map(([kind]) => kind);
  const empties = project.filter((s) => s.empty === true).map((s) => `'${s.q}'`);
  const behind = kinds
    .filter(([kind, m]) => m.ndcg <= (theirs.kinds[kind]?.ndcg ?? 0))
    .map(([kind]) => kind);
  return [
    {
      aim: `nDCG@${K} >= ${NDCG_AIM} overall`,
      met: ours.overall.ndcg >= NDCG_AIM,
      detail: ours.overall.ndcg.toFixed(3),
    },
    {
      aim: `nDCG@${K} >= ${NDCG_AIM} on every kind`,
      met: short.length === 0,
      detail: short.length ? `below on ${short.join(', ')}` : 'every kind',
    },
    {
      aim: 'no empty answer to a query that has relevant listings',
      met: empties.length === 0,
      detail: empties.length
        ? `${empties.length} empty: ${empties.slice(0, 12).join(', ')}${empties.length > 12 ? ', ...' : ''}`
        : 'none empty',
    },
    {
      aim: 'ahead of MiniSearch (nDCG) on every kind',
      met: behind.length === 0,
      detail: behind.length ? `not ahead on ${behind.join(', ')}` : 'every kind',
    },
  ];
}
