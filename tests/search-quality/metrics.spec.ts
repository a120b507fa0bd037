import { describe, expect, it } from '@jest/globals';
import type { Judged } from './labeled-query.ts';
import { gradesOf, meanOf, missedEntirely, ndcgAt, recallAt } from './metrics.ts';

const judged: Judged[] = [
  [10, 'Exact', 3],
  [20, 'Relevant', 2],
  [30, 'Marginal', 1],
];
const grades = gradesOf(judged);

describe('search-quality metrics', () => {
  it('scores the ideal order 1 and an unjudged list 0', () => {
    expect(ndcgAt(10, [10, 20, 30], grades)).toBeCloseTo(1, 10);
    expect(ndcgAt(10, [1, 2, 3], grades)).toBe(0);
    expect(ndcgAt(10, [], grades)).toBe(0);
  });

  it('discounts by log2 of the rank and gains 2^g - 1', () => {
    // Ideal: 7/1 + 3/log2(3) + 1/2. Returned: the grade-2 listing first, then the grade-3 one.
    const ideal = 7 + 3 / Math.log2(3) + 1 / 2;
    expect(ndcgAt(10, [20, 10], grades)).toBeCloseTo((3 + 7 / Math.log2(3)) / ideal, 10);
    // An unjudged listing in between pushes the rest down.
    expect(ndcgAt(10, [10, 99, 20], grades)).toBeCloseTo((7 + 3 / 2) / ideal, 10);
  });

  it('looks at the first k only, and the ideal holds k of the judged', () => {
    expect(ndcgAt(1, [20, 10], grades)).toBeCloseTo(3 / 7, 10);
    expect(ndcgAt(1, [10], grades)).toBe(1);
  });

  it('scores a query with nothing judged 1 when nothing comes back, else 0', () => {
    expect(ndcgAt(10, [], new Map())).toBe(1);
    expect(ndcgAt(10, [5], new Map())).toBe(0);
  });

  it('recalls grade 2 and up, out of at most k', () => {
    expect(recallAt(10, [10, 30], grades)).toBe(0.5);
    expect(recallAt(10, [30, 20, 10], grades)).toBe(1);
    expect(recallAt(1, [20], grades)).toBe(1);
    const many = gradesOf(Array.from({ length: 30 }, (_, i): Judged => [i, `L${i}`, 3]));
    expect(recallAt(10, [0, 1, 2, 3, 4, 100, 101, 102, 103, 104], many)).toBe(0.5);
    expect(recallAt(10, [], gradesOf([[1, 'Marginal', 1]]))).toBeUndefined();
  });

  it('tells an empty answer to a query that has listings from one that has none', () => {
    expect(missedEntirely([], grades)).toBe(true);
    expect(missedEntirely([10], grades)).toBe(false);
    expect(missedEntirely([], new Map())).toBeUndefined();
  });

  it('averages what is defined', () => {
    expect(meanOf([1, undefined, 0])).toBe(0.5);
    expect(meanOf([undefined])).toBeUndefined();
  });
});
