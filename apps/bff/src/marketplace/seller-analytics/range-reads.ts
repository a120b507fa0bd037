import { addDays, daysInRange, monthOf, nextMonth, splitByMonths } from '@matchbazaar/contracts';

/** Days from `from` to `to`, both counted. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * How the rolled-up part of a range is read (docs/product/seller-analytics.md): months taken
 * whole from the monthly rollups, plus days added from the daily rows, less days taken off again
 * (days of a month read whole that lie outside the range).
 */
export interface RangeReads {
  /** Whole months, by their first days, half-open `[from, to)`; null when none. */
  months: DayRange | null;
  add: DayRange[];
  subtract: DayRange[];
}

/** A range cut where months change: each piece within one month. */
function byMonth(range: DayRange): DayRange[] {
  const pieces: DayRange[] = [];
  for (let from = range.from; from <= range.to; from = nextMonth(from)) {
    const end = addDays(nextMonth(from), -1);
    pieces.push({ from, to: end < range.to ? end : range.to });
  }
  return pieces;
}

/**
 * The fewest daily rows that give the range from `from` to `to`: a month covered more than half
 * is read whole less the days outside the range, so the last 30 days, or two years ending
 * yesterday, read at most half a month of days at each end instead of up to a month.
 */
export function rangeReads(from: string, to: string): RangeReads {
  const { months, edges } = splitByMonths(from, to);
  let whole = months ? { ...months } : null;
  const add: DayRange[] = [];
  const subtract: DayRange[] = [];
  for (const piece of edges.flatMap(byMonth)) {
    const month = monthOf(piece.from);
    const next = nextMonth(piece.from);
    const last = addDays(next, -1);
    // Whole months stay one run: a month joins only next to the ones already taken.
    const joins = !whole || next === whole.from || month === whole.to;
    if (!joins || 2 * daysInRange(piece.from, piece.to) <= daysInRange(month, last)) {
      add.push(piece);
      continue;
    }
    whole = !whole
      ? { from: month, to: next }
      : next === whole.from
        ? { from: month, to: whole.to }
        : { from: whole.from, to: next };
    if (piece.from > month) subtract.push({ from: month, to: addDays(piece.from, -1) });
    if (piece.to < last) subtract.push({ from: addDays(piece.to, 1), to: last });
  }
  return { months: whole, add, subtract };
}
