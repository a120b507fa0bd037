import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  dayOf,
  daysInRange,
  daysOf,
  isDay,
  lastDays,
  monthOf,
  nextMonth,
  splitByMonths,
} from './date-range.js';

describe('seller analytics days', () => {
  it('reads only real calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '2026-01-01T00:00:00Z', ''])
      expect(isDay(bad)).toBe(false);
  });

  it('moves by whole UTC days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(dayOf(new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysInRange('2026-11-02', '2026-11-01')).toBe(0);
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays('2026-11-27', 7)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(monthOf('2026-11-27')).toBe('2026-11-01');
    expect(nextMonth('2026-12-15')).toBe('2027-01-01');
  });

  it('splits a range into whole months and edge days, covering each day once', () => {
    expect(splitByMonths('2026-01-15', '2026-04-10')).toEqual({
      months: { from: '2026-02-01', to: '2026-04-01' },
      edges: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
    expect(splitByMonths('2026-02-01', '2026-03-31')).toEqual({
      months: { from: '2026-02-01', to: '2026-04-01' },
      edges: [],
    });
    expect(splitByMonths('2026-02-03', '2026-02-20')).toEqual({
      months: null,
      edges: [{ from: '2026-02-03', to: '2026-02-20' }],
    });
    // Within two months but no whole one.
    expect(splitByMonths('2026-02-10', '2026-03-05')).toEqual({
      months: null,
      edges: [{ from: '2026-02-10', to: '2026-03-05' }],
    });
  });
});
