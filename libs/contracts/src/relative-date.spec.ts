import { describe, expect, it } from '@jest/globals';
import { relativePostedDate } from './relative-date.js';

/** The instant a wall-clock time 'YYYY-MM-DD HH:MM' names in `zone` (two passes settle DST). */
function wall(zone: string, text: string): Date {
  const [date = '', time = '00:00'] = text.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const target = Date.UTC(year, month - 1, day, hour, minute);
  let instant = target;
  for (let pass = 0; pass < 2; pass++) {
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(shown.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    instant += target - asUtc;
  }
  return new Date(instant);
}

// The same wall-clock table in zones on both sides of UTC, with DST changes in some.
const zones = [
  'UTC',
  'Asia/Kolkata',
  'America/Los_Angeles',
  'America/New_York',
  'Pacific/Auckland',
];

describe.each(zones)('relativePostedDate in %s', (zone) => {
  const say = (posted: string, now: string) =>
    relativePostedDate(wall(zone, posted), wall(zone, now), zone);

  it.each([
    ['the same minute', '2026-11-21 09:30', 'Today'],
    ['earlier the same day', '2026-11-21 00:00', 'Today'],
    ['later than now (a clock ahead)', '2026-11-21 23:59', 'Today'],
    ['late the day before', '2026-11-20 23:59', 'Yesterday'],
    ['early the day before', '2026-11-20 00:01', 'Yesterday'],
    ['two calendar days back', '2026-11-19 23:00', '2 days ago'],
    ['six days back', '2026-11-15 08:00', '6 days ago'],
    ['seven days back', '2026-11-14 12:00', 'Nov 14'],
    ['weeks back', '2026-10-05 12:00', 'Oct 5'],
    ['the year before', '2025-03-05 12:00', 'Mar 5'],
  ])('%s -> %s', (_case, posted, expected) => {
    expect(say(posted, '2026-11-21 09:30')).toBe(expected);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(say('2026-02-28 22:00', '2026-03-01 01:00')).toBe('Yesterday');
    expect(say('2026-12-29 12:00', '2027-01-02 08:00')).toBe('4 days ago');
  });

  it('counts calendar days across DST changes', () => {
    // US DST: 8 March and 1 November 2026; New Zealand's ends 5 April 2026.
    expect(say('2026-03-07 00:30', '2026-03-09 23:30')).toBe('2 days ago');
    expect(say('2026-10-31 23:30', '2026-11-01 00:30')).toBe('Yesterday');
    expect(say('2026-04-04 23:00', '2026-04-11 00:00')).toBe('Apr 4');
    expect(say('2026-04-05 00:00', '2026-04-11 23:59')).toBe('6 days ago');
  });
});

describe('relativePostedDate', () => {
  it('counts days in the zone asked for: one pair of instants, two answers', () => {
    const posted = new Date('2026-11-21T07:00:00Z'); // 12:30 in Kolkata; 23:00 the day before in LA
    const now = new Date('2026-11-21T18:00:00Z'); // 23:30 in Kolkata; 10:00 in LA
    expect(relativePostedDate(posted, now, 'Asia/Kolkata')).toBe('Today');
    expect(relativePostedDate(posted, now, 'America/Los_Angeles')).toBe('Yesterday');
  });

  it("uses the runtime's zone by default", () => {
    const now = new Date(2026, 10, 21, 9, 30);
    expect(relativePostedDate(new Date(2026, 10, 20, 23, 59), now)).toBe('Yesterday');
    expect(relativePostedDate(new Date(2026, 10, 14, 12), now)).toBe('Nov 14');
  });

  it('reads ISO strings and epoch milliseconds', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(relativePostedDate('2026-11-18T12:00:00Z', now, 'UTC')).toBe('3 days ago');
    expect(relativePostedDate(Date.parse('2026-11-20T12:00:00Z'), now, 'UTC')).toBe('Yesterday');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(relativePostedDate('not a date', new Date())).toBe('');
    expect(relativePostedDate(new Date(Number.NaN), new Date())).toBe('');
  });
});
