import { describe, expect, it } from '@jest/globals';
import type { Grade } from './labeled-query.ts';
import {
  fitWeights,
  heldOutQueries,
  implicitGrades,
  meanNdcg,
  nextVersion,
  queryNdcg,
  rankCandidates,
  trialValues,
  writeDecision,
  type Candidate,
  type TrainingQuery,
} from './ranking-fit.ts';

/** Features: [words, freshness]. */
const candidate = (key: number, words: number, fresh: number): Candidate => ({
  id: `00000000-0000-0000-0000-${String(key).padStart(12, '0')}`,
  key,
  features: [words, fresh],
});
const query = (
  q: string,
  candidates: Candidate[],
  grades: [number, Grade][],
  kind = 'plural',
): TrainingQuery => ({ q, kind, candidates, grades: new Map(grades) });

// Two queries where the words tie and only freshness tells the wanted post from the others.
const fresher = [
  query(
    'sofas',
    [candidate(1, 0.5, 0.1), candidate(2, 0.5, 0.9), candidate(3, 0.4, 0.2)],
    [[2, 3]],
  ),
  query(
    'chairs',
    [candidate(4, 0.3, 0.8), candidate(5, 0.3, 0.1), candidate(6, 0.3, 0.2)],
    [[4, 3]],
  ),
];

describe('search:train fitting', () => {
  it('ranks by the weighted sum, ties by id descending as the search does', () => {
    const ranked = rankCandidates(
      [candidate(1, 0.5, 0), candidate(2, 0.5, 0), candidate(3, 0.9, 0)],
      [1, 0],
    );
    expect(ranked.map((c) => c.key)).toEqual([3, 2, 1]);
    expect(rankCandidates(fresher[0]!.candidates, [1, 0.5]).map((c) => c.key)).toEqual([2, 1, 3]);
  });

  it('scores a query that should find nothing 1 only when nothing matched', () => {
    expect(queryNdcg(query('geyser', [], []), [1, 0])).toBe(1);
    expect(queryNdcg(query('geyser', [candidate(1, 0.2, 0)], []), [1, 0])).toBe(0);
  });

  it('raises a weight where that ranks the graded posts higher, holding the fixed one', () => {
    const fit = fitWeights(fresher, [1, 0], { fixed: [0], seed: 's', rounds: 5 });
    expect(fit.before).toBeLessThan(1);
    expect(fit.after).toBeCloseTo(1, 10);
    expect(fit.weights[0]).toBe(1);
    expect(fit.weights[1]).toBeGreaterThan(0);
    expect(meanNdcg(fresher, fit.weights)).toBeCloseTo(fit.after, 12);
  });

  it('is deterministic for a seed and changes nothing that does not help', () => {
    const options = { fixed: [0], seed: 'same', rounds: 5 };
    expect(fitWeights(fresher, [1, 0], options)).toEqual(fitWeights(fresher, [1, 0], options));
    // Already perfect: every trial ties, and a tie keeps the weight it had.
    const fit = fitWeights(fresher, [1, 0.5], options);
    expect(fit.weights).toEqual([1, 0.5]);
    expect(fit.rounds).toBe(1);
  });

  it('never tries a negative weight', () => {
    expect(trialValues(0.08).every((value) => value >= 0)).toBe(true);
    expect(trialValues(0)).not.toContain(0);
    expect(trialValues(0.08)).toEqual(expect.arrayContaining([0, 0.02, 0.16]));
  });
});

describe('the held-out split', () => {
  const set = [
    ...['a', 'b', 'c', 'd', 'e', 'f'].map((q) => ({ q, kind: 'typo' })),
    ...['g', 'h', 'i'].map((q) => ({ q, kind: 'plural' })),
    { q: 'alone', kind: 'category' },
  ];

  it('holds out a share of every kind, the same queries whatever their order', () => {
    const held = heldOutQueries(set, 'seed', 1 / 3);
    expect([...held].filter((q) => 'abcdef'.includes(q))).toHaveLength(2);
    expect([...held].filter((q) => 'ghi'.includes(q))).toHaveLength(1);
    // A kind of one query is all training: held out, it would leave that kind unfitted.
    expect(held.has('alone')).toBe(false);
    expect(heldOutQueries([...set].reverse(), 'seed', 1 / 3)).toEqual(held);
  });

  it('holds out other queries under another seed', () => {
    const seeds = ['1', '2', '3', '4', '5'].map((seed) =>
      [...heldOutQueries(set, seed, 1 / 3)].sort().join(),
    );
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});

describe('labels from recorded searches', () => {
  const ids = ['p1', 'p2', 'p3', 'p4', 'p5'];

  it('grades a post by its strongest action: an inquiry 3, a save 2, a click 1', () => {
    const grades = implicitGrades([
      {
        q: 'sofa',
        shownIds: ids,
        actions: [
          { postId: 'p1', position: 1, action: 'click' },
          { postId: 'p2', position: 2, action: 'click' },
          { postId: 'p2', position: 2, action: 'save' },
          { postId: 'p3', position: 3, action: 'inquiry' },
        ],
      },
    ]);
    expect(grades.get('sofa')).toEqual(
      new Map([
        ['p1', 1],
        ['p2', 2],
        ['p3', 3],
      ]),
    );
  });

  it('does not grade a post passed over more often than it was acted on', () => {
    const grades = implicitGrades([
      { q: 'rice', shownIds: ids, actions: [{ postId: 'p1', position: 1, action: 'click' }] },
      // p1 shown first and passed over for p4, twice: the one click on it says little.
      { q: 'rice', shownIds: ids, actions: [{ postId: 'p4', position: 4, action: 'click' }] },
      { q: 'rice', shownIds: ids, actions: [{ postId: 'p4', position: 4, action: 'inquiry' }] },
    ]);
    expect(grades.get('rice')).toEqual(new Map([['p4', 3]]));
  });

  it('leaves searches with no action and posts below the last action out', () => {
    const grades = implicitGrades([
      { q: 'tea', shownIds: ids, actions: [] },
      { q: 'dal', shownIds: ids, actions: [{ postId: 'p2', position: 2, action: 'click' }] },
    ]);
    expect(grades.has('tea')).toBe(false);
    expect([...grades.get('dal')!.keys()]).toEqual(['p2']);
  });
});

describe('writing a new version', () => {
  it('writes only when the held-out part improves by at least the gain asked for', () => {
    expect(writeDecision(0.9, 0.91, 0.001)).toMatchObject({ write: true });
    expect(writeDecision(0.9, 0.9005, 0.001)).toMatchObject({ write: false });
    expect(writeDecision(0.9, 0.9, 0.001)).toMatchObject({ write: false });
    expect(writeDecision(0.9, 0.85, 0)).toMatchObject({ write: false });
    expect(writeDecision(0.9, 0.85, 0.001).reason).toMatch(/worse by 0\.0500/);
    expect(writeDecision(0.9, 0.9, 0).reason).toMatch(/no better/);
  });

  it('names the next version by day, counting up within a day', () => {
    expect(nextVersion('search-2026-12-06.1', '2026-12-06')).toBe('search-2026-12-06.2');
    expect(nextVersion('search-2026-12-06.2', '2026-12-07')).toBe('search-2026-12-07.1');
  });
});
