/**
 * Calendar days as the seller analytics count them (docs/product/seller-analytics.md): UTC days
 * written YYYY-MM-DD, compared as strings, moved with whole days. No time zone is involved, so
 * the BFF, the worker and the browser agree on what "today" and "the last 30 days" are.
 */

/** The longest range the analytics answer: two years, a leap day included. */
export const maxAnalyticsDays = 731;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const msPerDay = 86_400_000;

/** The UTC day of an instant. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A real calendar day in YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && dayOf(parsed) === value;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * msPerDay));
}

/** How many days from `from` to `to`, both counted: 1 for the same day, 0 when `to` is before. */
export function daysInRange(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / msPerDay) + 1,
  );
}

/** Every day from `from` to `to`, in order. */
export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: daysInRange(from, to) }, (_, i) => addDays(from, i));
}

/** The last `days` days ending with `today`. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The first day of the day's month. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month after the day's month. */
export function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * A range cut for monthly rollups: the whole months inside it (`months`, first days, half-open
 * `[from, to)`), and the days at its edges outside them (`edges`, inclusive day ranges). Two years
 * become at most 24 months and 60 edge days.
 */
export function splitByMonths(
  from: string,
  to: string,
): { months: { from: string; to: string } | null; edges: { from: string; to: string }[] } {
  const firstWhole = from === monthOf(from) ? from : nextMonth(from);
  const afterLastWhole = monthOf(addDays(to, 1));
  if (firstWhole >= afterLastWhole) return { months: null, edges: [{ from, to }] };
  const edges = [
    ...(from < firstWhole ? [{ from, to: addDays(firstWhole, -1) }] : []),
    ...(afterLastWhole <= to ? [{ from: afterLastWhole, to }] : []),
  ];
  return { months: { from: firstWhole, to: afterLastWhole }, edges };
}
