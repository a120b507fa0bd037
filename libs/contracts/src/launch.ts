import { limits } from './constants.js';

/**
 * docs/product/launch-page.md: the launch is 22 September 00:00:00 local time; once that has passed
 * this year, the next year's. A configured instant replaces the rule.
 */
export function launchTarget(now: Date, configured?: string | null): Date {
  if (configured) return new Date(configured);
  const { month, day } = limits.launch;
  const thisYear = new Date(now.getFullYear(), month - 1, day, 0, 0, 0, 0);
  return thisYear.getTime() > now.getTime()
    ? thisYear
    : new Date(now.getFullYear() + 1, month - 1, day, 0, 0, 0, 0);
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left; all 0 when the time is not positive. */
export function countdownParts(msLeft: number): Countdown {
  if (!(msLeft > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const total = Math.floor(msLeft / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Countdown tiles show two digits with a leading zero. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}
