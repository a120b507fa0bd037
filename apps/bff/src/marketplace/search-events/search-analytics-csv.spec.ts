import { describe, expect, it } from '@jest/globals';
import type { SearchAnalytics } from '@matchbazaar/contracts';
import { queryCell, searchAnalyticsCsv } from './search-analytics-csv.js';
import { storedFilters } from './search-filters.js';

describe('queryCell: a typed query as CSV text', () => {
  it.each([
    ['red saree', 'red saree'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@sum', "'@sum"],
    ['mango, alphonso', '"mango, alphonso"'],
    ['two\nlines', '"two\nlines"'],
  ])('%j -> %s', (query, cell) => {
    expect(queryCell(query)).toBe(cell);
  });
});

describe('searchAnalyticsCsv', () => {
  it('writes both tables under their titles, CRLF lines', () => {
    const analytics = {
      topQueries: [
        { query: 'rice', searches: 4, zeroResultShare: 0.25, clicks: 3, clickThroughRate: 0.5 },
      ],
      zeroResultQueries: [{ query: '=1+1', count: 2, lastSeen: '2026-12-01T10:00:00.000Z' }],
    } as SearchAnalytics;
    expect(searchAnalyticsCsv(analytics).split('\r\n')).toEqual([
      'Top queries',
      'query,searches,zero_result_share,clicks,click_through_rate',
      'rice,4,0.2500,3,0.5000',
      '',
      'Queries that found nothing',
      'query,searches,last_seen',
      "'=1+1,2,2026-12-01T10:00:00.000Z",
      '',
    ]);
  });
});

describe('storedFilters: the small jsonb kept with a search', () => {
  it('keeps plain values that are set, joins lists, drops the rest', () => {
    expect(
      storedFilters({
        category: 'rice',
        minPrice: 100,
        deals: false,
        city: ' ',
        near: null,
        radius: Number.NaN,
        conditions: ['new', 'used'],
        nested: { a: 1 },
      }),
    ).toEqual({ category: 'rice', minPrice: 100, deals: false, conditions: 'new,used' });
  });

  it('cuts long text and keeps at most 20 filters', () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'.repeat(150)]),
    );
    const kept = storedFilters(many);
    expect(Object.keys(kept)).toHaveLength(20);
    expect(kept.f0).toBe('x'.repeat(100));
    expect(storedFilters(undefined)).toEqual({});
  });
});
