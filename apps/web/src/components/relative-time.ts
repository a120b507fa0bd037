import { timeMessages } from '@matchbazaar/contracts';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3_600_000],
  ['month', 30 * 24 * 3_600_000],
  ['week', 7 * 24 * 3_600_000],
  ['day', 24 * 3_600_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago an ISO instant was. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}

/** The exact instant, for a tooltip or `<time title>`: "21 Nov 2026, 14:05". */
export function exactTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime())
    ? ''
    : at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * "2 days 3 h", "5 h 12 min", "8 min": how long a span lasts, for every countdown (an order's
 * timer, a deal's end, an inquiry's wait). Rounded to what it shows (the hour once a day or more,
 * else the minute), so two places that read the clock a few seconds apart say the same: flooring
 * made one say "1 day 23 h" where the other said "2 days".
 */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes >= 1440) {
    const hours = Math.round(minutes / 60);
    const days = Math.floor(hours / 24);
    const rest = hours % 24;
    return rest > 0
      ? `${timeMessages.days(days)} ${timeMessages.hours(rest)}`
      : timeMessages.days(days);
  }
  const hours = Math.floor(minutes / 60);
  if (hours > 0) return `${timeMessages.hours(hours)} ${timeMessages.minutes(minutes % 60)}`;
  return timeMessages.minutes(minutes);
}
