import { addDays, type Currency, type SellerDayStat } from '@matchbazaar/contracts';
import { presetOfRange, rangeOfPreset, type DayRange } from '../../../components/day-range-bar';

/** A point of a chart: one day, or a week or month of them summed. */
export interface Bucket {
  /** Its first day (YYYY-MM-DD). */
  start: string;
  /** Its last day. */
  end: string;
  views: number;
  inquiries: number;
  orders: number;
  /** Revenue in minor units per currency. */
  revenue: Partial<Record<Currency, number>>;
}

export type BucketSize = 'day' | 'week' | 'month';

/** Days for up to two months, weeks up to about a year, months beyond: bars a person can read. */
export function bucketSizeFor(days: number): BucketSize {
  if (days <= 62) return 'day';
  if (days <= 370) return 'week';
  return 'month';
}

/** The days summed into buckets (weeks start on the range's first day; months on the 1st). */
export function bucketsOf(series: readonly SellerDayStat[], size: BucketSize): Bucket[] {
  const buckets: Bucket[] = [];
  series.forEach((day, index) => {
    const opens =
      index === 0 ||
      size === 'day' ||
      (size === 'week' && index % 7 === 0) ||
      (size === 'month' && day.day.endsWith('-01'));
    if (opens) {
      buckets.push({
        start: day.day,
        end: day.day,
        views: 0,
        inquiries: 0,
        orders: 0,
        revenue: {},
      });
    }
    const bucket = buckets[buckets.length - 1]!;
    bucket.end = day.day;
    bucket.views += day.views;
    bucket.inquiries += day.inquiries;
    bucket.orders += day.orders;
    for (const each of day.revenue) {
      bucket.revenue[each.currency] = (bucket.revenue[each.currency] ?? 0) + each.amountMinor;
    }
  });
  return buckets;
}

/** The preset ranges, in days, ending today. */
export const presetDays = { last7: 7, last30: 30, last90: 90, last365: 365, last730: 731 } as const;
export type Preset = keyof typeof presetDays;

/** The preset a range is, if it is one (it ends today and spans the preset's days). */
export const presetOf = (range: DayRange, today: string): Preset | null =>
  presetOfRange(presetDays, range, today);

export const presetRange = (preset: Preset, today: string): DayRange =>
  rangeOfPreset(presetDays, preset, today);

/** The range of `?from&to` when both are days in order, else the last 30 days. */
export function rangeFromParams(
  from: string | null,
  to: string | null,
  today: string,
): { from: string; to: string } {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (from && to && day.test(from) && day.test(to) && from <= to && to <= today) {
    const earliest = addDays(to, -(presetDays.last730 - 1));
    return { from: from < earliest ? earliest : from, to };
  }
  return presetRange('last30', today);
}
