import { describe, expect, it } from '@jest/globals';
import { launchInfoSchema } from './launch-info.js';
import { countdownParts, launchTarget, twoDigits } from './launch.js';

describe('launchTarget (docs/product/launch-page.md)', () => {
  it('targets 22 September 00:00 local time this year while it lies ahead', () => {
    const t = launchTarget(new Date(2026, 5, 1, 12, 0));
    expect([t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes()]).toEqual([
      2026, 8, 22, 0, 0,
    ]);
  });

  it('rolls to next year once it has passed, including at the very instant', () => {
    expect(launchTarget(new Date(2026, 10, 21)).getFullYear()).toBe(2027);
    expect(launchTarget(new Date(2026, 8, 22, 0, 0, 0, 0)).getFullYear()).toBe(2027);
    expect(launchTarget(new Date(2026, 8, 21, 23, 59, 59)).getFullYear()).toBe(2026);
  });

  it('uses a configured instant instead', () => {
    expect(launchTarget(new Date(), '2027-03-01T09:00:00Z').toISOString()).toBe(
      '2027-03-01T09:00:00.000Z',
    );
  });
});

describe('countdown', () => {
  it.each([
    [0, [0, 0, 0, 0]],
    [-5_000, [0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0]],
    [999, [0, 0, 0, 0]],
    [1_000, [0, 0, 0, 1]],
    [61_000, [0, 0, 1, 1]],
    [3_600_000, [0, 1, 0, 0]],
    [90_061_000, [1, 1, 1, 1]],
    [100 * 86_400_000, [100, 0, 0, 0]],
  ])('%p ms -> %p', (ms, parts) => {
    const c = countdownParts(ms);
    expect([c.days, c.hours, c.minutes, c.seconds]).toEqual(parts);
  });

  it('shows two digits with a leading zero', () => {
    expect([0, 7, 10, 59, 123].map(twoDigits)).toEqual(['00', '07', '10', '59', '123']);
  });

  it('validates the launch info shape', () => {
    const site = { maintenanceBanner: null, registrationOpen: true };
    expect(launchInfoSchema.safeParse({ mode: 'live', launchAt: null, ...site }).success).toBe(
      true,
    );
    expect(
      launchInfoSchema.safeParse({
        mode: 'live',
        launchAt: '2027-03-01T09:00:00Z',
        maintenanceBanner: 'Down for maintenance at 02:00 UTC',
        registrationOpen: false,
      }).success,
    ).toBe(true);
    expect(launchInfoSchema.safeParse({ mode: 'soon', launchAt: null, ...site }).success).toBe(
      false,
    );
    expect(launchInfoSchema.safeParse({ mode: 'live', launchAt: null }).success).toBe(false);
  });
});
