import { describe, expect, it } from '@jest/globals';
import { checkJudgedTitles } from './catalogue-check.ts';
import type { LabeledQuery } from './labeled-query.ts';

const queries: LabeledQuery[] = [
  { q: 'okra', kind: 'exact-word', judged: [[1, 'Okra, export quality', 3]] },
  { q: 'geyser', kind: 'should-find-nothing', judged: [] },
];

describe('the judged titles check', () => {
  it('passes when every index still holds its title', () => {
    expect(() => checkJudgedTitles(queries, ['Tomatoes', 'Okra, export quality'])).not.toThrow();
  });

  it('names the listings that moved or went', () => {
    expect(() => checkJudgedTitles(queries, ['Okra, export quality'])).toThrow(
      "'okra': #1 is 'missing', judged as 'Okra, export quality'",
    );
    expect(() => checkJudgedTitles(queries, ['Okra', 'Brinjal'])).toThrow(/catalogue changed: 1 /);
  });
});
