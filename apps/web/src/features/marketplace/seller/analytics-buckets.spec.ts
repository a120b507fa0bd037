import { describe, expect, it } from '@jest/globals';
import { daysOf, type SellerDayStat } from '@matchbazaar/contracts';
import {
  bucketSizeFor,
  bucketsOf,
  presetOf,
  presetRange,
  rangeFromParams,
} from './analytics-buckets';

const day = (date: string, views = 1): SellerDayStat => ({
  day: date,
  views,
  inquiries: 1,
  proposals: 0,
  orders: 1,
  revenue: [{ currency: 'INR', completed: 1, amountMinor: 100 }],
});

describe('bucketsOf', () => {
  it('keeps days as they are for short ranges', () => {
    const series = daysOf('2026-11-01', '2026-11-03').map((d) => day(d));
    expect(bucketsOf(series, 'day').map((b) => [b.start, b.end, b.views])).toEqual([
      ['2026-11-01', '2026-11-01', 1],
      ['2026-11-02', '2026-11-02', 1],
      ['2026-11-03', '2026-11-03', 1],
    ]);
  });

  it('sums weeks from the first day, the last week partial', () => {
    const series = daysOf('2026-11-01', '2026-11-10').map((d) => day(d, 2));
    const weeks = bucketsOf(series, 'week');
    expect(weeks.map((b) => [b.start, b.end, b.views, b.orders])).toEqual([
      ['2026-11-01', '2026-11-07', 14, 7],
      ['2026-11-08', '2026-11-10', 6, 3],
    ]);
    expect(weeks[0]?.revenue).toEqual({ INR: 700 });
  });

  it('sums calendar months, the first one partial', () => {
    const series = daysOf('2026-01-20', '2026-03-02').map((d) => day(d));
    expect(bucketsOf(series, 'month').map((b) => [b.start, b.end, b.views])).toEqual([
      ['2026-01-20', '2026-01-31', 12],
      ['2026-02-01', '2026-02-28', 28],
      ['2026-03-01', '2026-03-02', 2],
    ]);
  });

  it('picks the size by the range', () => {
    expect([7, 62, 63, 370, 371, 731].map(bucketSizeFor)).toEqual([
      'day',
      'day',
      'week',
      'week',
      'month',
      'month',
    ]);
  });
});

describe('ranges', () => {
  const today = '2026-11-27';

  it('names presets ending today', () => {
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-21', to: today });
    expect(presetRange('last730', today)).toEqual({ from: '2024-11-27', to: today });
    expect(presetOf({ from: '2026-10-29', to: today }, today)).toBe('last30');
    expect(presetOf({ from: '2026-10-29', to: '2026-11-26' }, today)).toBeNull();
  });

  it('reads ?from&to, falling back to 30 days when they do not make a range', () => {
    expect(rangeFromParams('2026-01-01', '2026-02-01', today)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    const fallback = { from: '2026-10-29', to: today };
    expect(rangeFromParams(null, null, today)).toEqual(fallback);
    expect(rangeFromParams('2026-02-01', '2026-01-01', today)).toEqual(fallback);
    expect(rangeFromParams('2026-01-01', '2026-12-31', today)).toEqual(fallback);
    expect(rangeFromParams('junk', today, today)).toEqual(fallback);
    // More than two years is cut to the last two.
    expect(rangeFromParams('2020-01-01', today, today)).toEqual({ from: '2024-11-27', to: today });
  });
});
