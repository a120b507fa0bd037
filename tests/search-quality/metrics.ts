// Ranking metrics over graded judgments: nDCG@k, recall@k and whether a search came back empty.
import type { Grade, Judged } from './labeled-query.ts';

/** A listing counts as relevant for recall from this grade up. */
export const RELEVANT_GRADE = 2;

/** Judged listings by catalogue index: what a ranked list is scored against. */
export function gradesOf(judged: readonly Judged[]): Map<number, Grade> {
  return new Map(judged.map(([index, , grade]) => [index, grade]));
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => Math.log2(rank + 2);

/**
 * nDCG@k with graded gains 2^g - 1 and the log2 discount, against the ideal order of the judged
 * grades. A query with nothing judged is right only when nothing comes back: 1 for an empty
 * list, else 0.
 */
export function ndcgAt(k: number, ranked: readonly number[], grades: Map<number, Grade>): number {
  if (grades.size === 0) return ranked.length === 0 ? 1 : 0;
  const dcg = ranked
    .slice(0, k)
    .reduce((sum, index, rank) => sum + gain(grades.get(index) ?? 0) / discount(rank), 0);
  const ideal = [...grades.values()]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, rank) => sum + gain(grade) / discount(rank), 0);
  return dcg / ideal;
}

/**
 * Of the relevant listings (grade 2 and up), the share in the first k, out of at most k: a
 * category holding 40 sofas can show 10 of them on a page, and 10 of 10 is full marks. Undefined
 * when nothing is relevant (the query leaves the mean).
 */
export function recallAt(
  k: number,
  ranked: readonly number[],
  grades: Map<number, Grade>,
): number | undefined {
  const relevant = [...grades.values()].filter((grade) => grade >= RELEVANT_GRADE).length;
  if (relevant === 0) return undefined;
  const found = ranked
    .slice(0, k)
    .filter((index) => (grades.get(index) ?? 0) >= RELEVANT_GRADE).length;
  return found / Math.min(k, relevant);
}

/** Whether a query that has judged listings came back with none; undefined when it has none. */
export function missedEntirely(
  ranked: readonly number[],
  grades: Map<number, Grade>,
): boolean | undefined {
  return grades.size === 0 ? undefined : ranked.length === 0;
}

/** The mean of the defined values; undefined when there are none. */
export function meanOf(values: readonly (number | undefined)[]): number | undefined {
  const defined = values.filter((value): value is number => value !== undefined);
  return defined.length ? defined.reduce((a, b) => a + b, 0) / defined.length : undefined;
}
