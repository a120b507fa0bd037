import {
  daysInRange,
  defaultSearchAnalyticsDays,
  isDay,
  lastDays,
  maxSearchAnalyticsDays,
  searchEventKinds,
  type SearchEventKind,
} from '@matchbazaar/contracts';
import { presetOfRange, rangeOfPreset, type DayRange } from '../../components/day-range-bar';
import type { SearchAnalyticsView } from './search-analytics-api';

/** The preset ranges, in days, ending today. */
export const presetDays = { last7: 7, last30: 30, last90: 90 } as const;
export type Preset = keyof typeof presetDays;

/** The preset a range is, if it is one (it ends today and spans the preset's days). */
export const presetOf = (view: DayRange, today: string): Preset | null =>
  presetOfRange(presetDays, view, today);

export const presetRange = (preset: Preset, today: string): DayRange =>
  rangeOfPreset(presetDays, preset, today);

/** A custom range the API takes: real days, in order, at most 366 of them. */
export function isRangeValid(from: string, to: string): boolean {
  return isDay(from) && isDay(to) && from <= to && daysInRange(from, to) <= maxSearchAnalyticsDays;
}

/**
 * The view of the page's `?from&to&kind`: the range when it is one the API takes (else the last
 * 30 days), the kind when it is one (else both).
 */
export function viewFromParams(params: URLSearchParams, today: string): SearchAnalyticsView {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = isRangeValid(from, to) ? { from, to } : lastDays(today, defaultSearchAnalyticsDays);
  const kind = params.get('kind');
  return {
    ...range,
    kind: searchEventKinds.includes(kind as SearchEventKind) ? (kind as SearchEventKind) : null,
  };
}
