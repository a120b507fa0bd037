import { limits } from './constants.js';

/**
 * docs/product/site.md: a listing's posted date as cards show it. No zod here, so cards can import
 * it cheaply.
 */

const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const dayMs = 24 * 60 * 60 * 1_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day a moment falls on in a time zone (the runtime's own when none is given). */
function calendarDay(date: Date, timeZone: string | undefined): CalendarDay {
  // The runtime's own zone is the Date's local time: no formatter (a phone's first one costs
  // tens of milliseconds, and a page of cards asks twice per card).
  if (timeZone === undefined)
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

// Days since the epoch of a calendar day, so 23 h or 25 h days (DST) never blur the boundary.
const dayNumber = ({ year, month, day }: CalendarDay) =>
  Math.round(Date.UTC(year, month - 1, day) / dayMs);

/**
 * 'Today', 'Yesterday', 'N days ago' under 7 days, else a short month and day ('Mar 5'), counted in
 * calendar days of `timeZone` (IANA name; default: the runtime's, so the viewer's in a browser).
 * A date after `now` (a clock ahead) reads 'Today'; a date that cannot be read gives ''.
 */
export function relativePostedDate(
  date: Date | string | number,
  now: Date = new Date(),
  timeZone?: string,
): string {
  const posted = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(posted.getTime()) || Number.isNaN(now.getTime())) return '';
  const postedDay = calendarDay(posted, timeZone);
  const days = dayNumber(calendarDay(now, timeZone)) - dayNumber(postedDay);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < limits.relativeDateDays) return `${days} days ago`;
  return `${shortMonths[postedDay.month - 1]} ${postedDay.day}`;
}
