import { describe, expect, it } from '@jest/globals';
import { countdownTiles, msUntilNextTick } from './countdown-tiles';

const values = (msLeft: number) => countdownTiles(msLeft).map((t) => t.value);

describe('countdown tiles (docs/product/launch-page.md)', () => {
  it('shows Days, Hours, Minutes and Seconds in that order', () => {
    expect(countdownTiles(0).map((t) => t.label)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
  });

  it('gives every value two digits with a leading zero', () => {
    const ms = ((3 * 24 + 4) * 3_600 + 5 * 60 + 6) * 1_000 + 999;
    expect(values(ms)).toEqual(['03', '04', '05', '06']);
  });

  it('keeps larger values as they are', () => {
    const ms = ((364 * 24 + 23) * 3_600 + 59 * 60 + 59) * 1_000;
    expect(values(ms)).toEqual(['364', '23', '59', '59']);
  });

  it('shows all zeros when the launch has passed', () => {
    expect(values(0)).toEqual(['00', '00', '00', '00']);
    expect(values(-5_000)).toEqual(['00', '00', '00', '00']);
  });
});

describe('countdown tick', () => {
  it('waits until just after the shown second changes', () => {
    expect(msUntilNextTick(5_300)).toBe(305);
    expect(msUntilNextTick(5_000)).toBe(5);
    expect(msUntilNextTick(999)).toBe(1_004);
  });

  it.each([5_300, 5_000, 5_999, 1_000])('from %i ms left, lands one second lower', (left) => {
    const shown = Math.floor(left / 1_000);
    expect(Math.floor((left - msUntilNextTick(left)) / 1_000)).toBe(shown - 1);
  });
});
