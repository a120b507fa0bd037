import { describe, expect, it } from '@jest/globals';
import { isRangeValid, presetOf, presetRange, viewFromParams } from './search-analytics-view';

const today = '2026-12-06';

describe('the search analytics page view (docs/product/search-analytics.md)', () => {
  it('reads a valid range and kind from the address', () => {
    expect(
      viewFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-30&kind=requirement'), today),
    ).toEqual({ from: '2026-11-01', to: '2026-11-30', kind: 'requirement' });
  });

  it.each([
    ['', 'nothing given'],
    ['from=2026-11-30&to=2026-11-01', 'backwards'],
    ['from=2025-01-01&to=2026-11-01', 'over 366 days'],
    ['from=2026-02-30&to=2026-03-01', 'not a day'],
  ])('falls back to the last 30 days for %j (%s), both kinds', (query) => {
    expect(viewFromParams(new URLSearchParams(`${query}&kind=shops`), today)).toEqual({
      from: '2026-11-07',
      to: today,
      kind: null,
    });
  });

  it('knows its presets', () => {
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-30', to: today });
    expect(presetOf({ from: '2026-09-08', to: today }, today)).toBe('last90');
    expect(presetOf({ from: '2026-09-08', to: '2026-12-05' }, today)).toBeNull();
  });

  it('allows custom ranges of up to 366 days', () => {
    expect(isRangeValid('2025-12-06', '2026-12-06')).toBe(true);
    expect(isRangeValid('2025-12-05', '2026-12-06')).toBe(false);
  });
});
