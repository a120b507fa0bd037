// The pure part of `npm run search:train` (tests/search-quality/train.ts): each query's candidates with
// their ranking signals as the BFF's own SQL computed them, ranked by a weighted sum, scored by
// nDCG@10 (metrics.ts, as the bench scores), weights fitted by coordinate ascent, a seeded split
// of the labeled set, graded labels from recorded search actions and the rule that writes a new
// weights file only when the held-out part improved (docs/benchmarks/search-quality.md).
import { createHash } from 'node:crypto';
import type { Grade } from './labeled-query.ts';
import { ndcgAt } from './metrics.ts';
import { K } from './scorecard.ts';

/**
 * One post a query's search matched: its id (the tie-break, as in SQL: id descending), a key the
 * grades are kept by (a demo listing's catalogue index), and one value per signal, in the order
 * of the weights (ranking.ts's rankingSignals).
 */
export interface Candidate {
  id: string;
  key: number;
  features: readonly number[];
}

/** A query the weights are fitted or judged on. */
export interface TrainingQuery {
  q: string;
  /** The labeled set's kind, or 'events' for one learnt from recorded searches. */
  kind: string;
  /** Every post the search matched (the pool it ranks), in no particular order. */
  candidates: readonly Candidate[];
  /** Grades by key; none: the right answer is nothing (1 when nothing is matched, else 0). */
  grades: ReadonlyMap<number, Grade>;
}

/** The ranked value of a post: the signals' weighted sum, in their order (as the SQL adds them). */
export function scoreOf(features: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i]! * (features[i] ?? 0);
  return sum;
}

/** The candidates best first: by score, then by id descending (the search's `order by`). */
export function rankCandidates(
  candidates: readonly Candidate[],
  weights: readonly number[],
): Candidate[] {
  return candidates
    .map((candidate) => ({ candidate, score: scoreOf(candidate.features, weights) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.candidate.id < b.candidate.id ? 1 : a.candidate.id > b.candidate.id ? -1 : 0),
    )
    .map(({ candidate }) => candidate);
}

/** A query's nDCG@10 under the weights. */
export function queryNdcg(query: TrainingQuery, weights: readonly number[]): number {
  const ranked = rankCandidates(query.candidates, weights)
    .slice(0, K)
    .map((candidate) => candidate.key);
  return ndcgAt(K, ranked, query.grades as Map<number, Grade>);
}

/** The mean nDCG@10 of the queries (0 for none). */
export function meanNdcg(queries: readonly TrainingQuery[], weights: readonly number[]): number {
  if (queries.length === 0) return 0;
  return queries.reduce((sum, query) => sum + queryNdcg(query, weights), 0) / queries.length;
}

/** Mean nDCG@10 per kind, in the order the kinds first appear, and overall. */
export function ndcgByKind(
  queries: readonly TrainingQuery[],
  weights: readonly number[],
): { kind: string; queries: number; ndcg: number }[] {
  const kinds = [...new Set(queries.map((query) => query.kind))];
  return [
    ...kinds.map((kind) => {
      const ofKind = queries.filter((query) => query.kind === kind);
      return { kind, queries: ofKind.length, ndcg: meanNdcg(ofKind, weights) };
    }),
    { kind: 'overall', queries: queries.length, ndcg: meanNdcg(queries, weights) },
  ];
}

/** A hex digest of the text: the split's and the shuffle's stable source of order. */
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The held-out part of the labeled set: within each kind, the queries ordered by a hash of the
 * seed and the words, the first `share` of them (at least one of a kind of two or more). The same
 * seed always picks the same queries, whatever order the set is in; nothing is tuned on them.
 */
export function heldOutQueries(
  queries: readonly { q: string; kind: string }[],
  seed: string,
  share: number,
): Set<string> {
  const heldOut = new Set<string>();
  const kinds = [...new Set(queries.map((query) => query.kind))];
  for (const kind of kinds) {
    const ofKind = queries
      .filter((query) => query.kind === kind)
      .map((query) => ({ q: query.q, order: digest(`${seed}:${query.q}`) }))
      .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
    const count =
      ofKind.length < 2
        ? 0
        : Math.min(ofKind.length - 1, Math.max(1, Math.round(ofKind.length * share)));
    for (const query of ofKind.slice(0, count)) heldOut.add(query.q);
  }
  return heldOut;
}

/** The values a coordinate is tried at: scaled from where it is, and a few fixed ones. */
export function trialValues(current: number): number[] {
  const scaled = [0.25, 0.5, 0.8, 1.25, 2, 4].map((factor) => current * factor);
  const fixed = [0, 0.01, 0.03, 0.1, 0.3, 1, 3];
  const rounded = [...scaled, ...fixed].map((value) => Math.round(value * 10_000) / 10_000);
  return [...new Set(rounded)].filter((value) => value !== current).sort((a, b) => a - b);
}

export interface FitOptions {
  /** Indices of weights kept as they are (the words' weight: only the ratios order posts). */
  fixed: readonly number[];
  /** Orders the coordinates each round (the same seed, the same fit). */
  seed: string;
  /** Rounds over every coordinate at most; the fit stops early when a round changes nothing. */
  rounds: number;
}

export interface Fit {
  weights: number[];
  /** Mean nDCG@10 over the training queries, before and after. */
  before: number;
  after: number;
  rounds: number;
}

/**
 * Coordinate ascent on the training queries' mean nDCG@10 (LambdaMART's idea without the trees):
 * each round tries every free weight at each of its trial values, the others held, and keeps a
 * value only when it raises the mean; ties keep the weight it had. Weights stay at 0 or more.
 */
export function fitWeights(
  queries: readonly TrainingQuery[],
  start: readonly number[],
  options: FitOptions,
): Fit {
  let weights = [...start];
  const before = meanNdcg(queries, weights);
  let best = before;
  let rounds = 0;
  const free = start.map((_, i) => i).filter((i) => !options.fixed.includes(i));
  for (let round = 0; round < options.rounds; round++) {
    rounds = round + 1;
    let changed = false;
    const order = [...free].sort((a, b) => {
      const [x, y] = [
        digest(`${options.seed}:${round}:${a}`),
        digest(`${options.seed}:${round}:${b}`),
      ];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    for (const i of order) {
      for (const value of trialValues(weights[i]!)) {
        const trial = weights.map((weight, j) => (j === i ? value : weight));
        const score = meanNdcg(queries, trial);
        // A gain smaller than rounding noise is no gain.
        if (score > best + 1e-9) {
          best = score;
          weights = trial;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return { weights, before, after: best, rounds };
}

/** How much one action says a post was what the searcher wanted. */
export const actionGrades: Readonly<Record<string, Grade>> = { click: 1, save: 2, inquiry: 3 };

export interface RecordedSearch {
  /** The query as searched again: the normalized words. */
  q: string;
  /** The ids shown, in order (position 1 first). */
  shownIds: readonly string[];
  actions: readonly { postId: string; position: number; action: string }[];
}

/**
 * Graded labels from recorded searches, per query: a post acted on is graded by its strongest
 * action (an inquiry 3, a save 2, a click 1). Position counts as the searcher's eyes do: a post
 * shown above one acted on and passed over was seen and not wanted; a post passed over in more
 * searches than it was acted on in is not graded (a stray click on a top result says little).
 * Posts below the last action were perhaps never seen and stay ungraded.
 */
export function implicitGrades(
  searches: readonly RecordedSearch[],
): Map<string, Map<string, Grade>> {
  type Tally = { best: number; acted: number; skipped: number };
  const tallies = new Map<string, Map<string, Tally>>();
  for (const search of searches) {
    if (search.actions.length === 0) continue;
    const ofQuery = tallies.get(search.q) ?? new Map<string, Tally>();
    tallies.set(search.q, ofQuery);
    const tally = (id: string) => {
      const found = ofQuery.get(id) ?? { best: 0, acted: 0, skipped: 0 };
      ofQuery.set(id, found);
      return found;
    };
    const actedOn = new Map<string, number>();
    for (const action of search.actions) {
      const grade = actionGrades[action.action] ?? 0;
      actedOn.set(action.postId, Math.max(actedOn.get(action.postId) ?? 0, grade));
    }
    for (const [id, grade] of actedOn) {
      const entry = tally(id);
      entry.best = Math.max(entry.best, grade);
      entry.acted += 1;
    }
    const deepest = Math.max(...search.actions.map((action) => action.position));
    search.shownIds.slice(0, Math.max(0, deepest - 1)).forEach((id) => {
      if (!actedOn.has(id)) tally(id).skipped += 1;
    });
  }
  const grades = new Map<string, Map<string, Grade>>();
  for (const [q, ofQuery] of tallies) {
    const graded = new Map<string, Grade>();
    for (const [id, { best, acted, skipped }] of ofQuery)
      if (best > 0 && acted >= skipped) graded.set(id, best as Grade);
    if (graded.size > 0) grades.set(q, graded);
  }
  return grades;
}

/** Whether the fitted weights replace the current ones, and why (said to the person running it). */
export function writeDecision(
  heldOutBefore: number,
  heldOutAfter: number,
  minGain: number,
): { write: boolean; reason: string } {
  const gain = heldOutAfter - heldOutBefore;
  const figures = `held-out nDCG@${K} ${heldOutBefore.toFixed(4)} -> ${heldOutAfter.toFixed(4)}`;
  if (gain >= minGain && gain > 0)
    return { write: true, reason: `${figures}: better by ${gain.toFixed(4)}` };
  if (gain > 0)
    return {
      write: false,
      reason: `${figures}: better by ${gain.toFixed(4)}, less than the ${minGain} asked for`,
    };
  return {
    write: false,
    reason: `${figures}: ${gain === 0 ? 'no better' : `worse by ${(-gain).toFixed(4)}`} than the current weights`,
  };
}

/** The next version name: search-<day>.<n>, n one more than the current's when on the same day. */
export function nextVersion(current: string, day: string): string {
  const same = new RegExp(`^search-${day}\\.(\\d+)$`).exec(current);
  return `search-${day}.${same ? Number(same[1]) + 1 : 1}`;
}
