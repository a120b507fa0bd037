import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addDays, daysOf } from '@matchbazaar/contracts';
import { rangeReads, type RangeReads } from './range-reads.js';

/** Each day's count in the range the reads give: +1 per read that covers it, -1 per take-off. */
function counted(reads: RangeReads, around: { from: string; to: string }): Map<string, number> {
  const counts = new Map<string, number>();
  const bump = (from: string, to: string, by: number) => {
    for (const day of daysOf(from, to)) counts.set(day, (counts.get(day) ?? 0) + by);
  };
  if (reads.months) bump(reads.months.from, addDays(reads.months.to, -1), 1);
  for (const range of reads.add) bump(range.from, range.to, 1);
  for (const range of reads.subtract) bump(range.from, range.to, -1);
  for (const day of daysOf(around.from, around.to)) counts.set(day, counts.get(day) ?? 0);
  return counts;
}

describe('range reads', () => {
  it('reads a month covered more than half whole, less the days outside', () => {
    // The last 30 days on 27 November, to yesterday: three days of October, November less today on.
    expect(rangeReads('2026-10-29', '2026-11-26')).toEqual({
      months: { from: '2026-11-01', to: '2026-12-01' },
      add: [{ from: '2026-10-29', to: '2026-10-31' }],
      subtract: [{ from: '2026-11-27', to: '2026-11-30' }],
    });
    // Two years to yesterday: the months, November joined to them, three days before.
    expect(rangeReads('2024-11-28', '2026-11-26')).toEqual({
      months: { from: '2024-12-01', to: '2026-12-01' },
      add: [{ from: '2024-11-28', to: '2024-11-30' }],
      subtract: [{ from: '2026-11-27', to: '2026-11-30' }],
    });
    // Inside one month: the days themselves when they are half of it or fewer.
    expect(rangeReads('2026-02-03', '2026-02-16')).toEqual({
      months: null,
      add: [{ from: '2026-02-03', to: '2026-02-16' }],
      subtract: [],
    });
    expect(rangeReads('2026-02-03', '2026-02-20')).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      add: [],
      subtract: [
        { from: '2026-02-01', to: '2026-02-02' },
        { from: '2026-02-21', to: '2026-02-28' },
      ],
    });
  });

  it('counts every day of any range once and no day outside it, reading at most half a month of days at each end', () => {
    const day = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 730 }), (from, length) => {
        const to = addDays(from, length);
        const reads = rangeReads(from, to);
        const around = { from: addDays(from, -40), to: addDays(to, 40) };
        for (const [each, count] of counted(reads, around)) {
          expect([each, count]).toEqual([each, each >= from && each <= to ? 1 : 0]);
        }
        const days = [...reads.add, ...reads.subtract].reduce(
          (sum, range) => sum + daysOf(range.from, range.to).length,
          0,
        );
        expect(days).toBeLessThanOrEqual(32);
      }),
      { numRuns: 300 },
    );
  });
});
