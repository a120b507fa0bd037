import { describe, expect, it } from '@jest/globals';
import { MAX_QUERY_CHARS, tokenize } from './tokens.ts';

const numbers = (text: string) =>
  tokenize(text)
    .tokens.filter((token) => token.type === 'number')
    .map((token) => token.value);

describe('query tokens', () => {
  it('reads numbers with Indian and US grouping, decimals and any script of digits', () => {
    expect(numbers('1,50,000 150,000 1.5 1.000.000 ५०० ৫০ ５００')).toEqual([
      150000, 150000, 1.5, 1000000, 500, 50, 500,
    ]);
    expect(numbers(`${'9'.repeat(16)} 1.23456`)).toEqual([Infinity, Infinity]);
  });

  it('keeps where each token was typed and whether a space came before it', () => {
    const { tokens } = tokenize('Rs.500 under ₹2k');
    expect(
      tokens.map(({ raw, norm, start, end, spaced }) => [raw, norm, start, end, spaced]),
    ).toEqual([
      ['Rs', 'rs', 0, 2, true],
      ['500', '500', 3, 6, true],
      ['under', 'under', 7, 12, true],
      ['₹', '₹', 13, 14, true],
      ['2', '2', 14, 15, false],
      ['k', 'k', 15, 16, false],
    ]);
  });

  it('folds accents and case, and cuts the input first', () => {
    expect(tokenize('Crème BRÛLÉE').tokens.map((token) => token.norm)).toEqual(['creme', 'brulee']);
    expect(tokenize('x'.repeat(10_000)).text).toHaveLength(MAX_QUERY_CHARS);
  });
});
