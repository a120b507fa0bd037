import {
  type Countdown,
  countdownParts,
  launchPageMessages,
  limits,
  twoDigits,
} from '@matchbazaar/contracts';

export interface CountdownTile {
  unit: keyof Countdown;
  label: string;
  /** Two digits with a leading zero (days may need three). */
  value: string;
}

const units: ReadonlyArray<keyof Countdown> = ['days', 'hours', 'minutes', 'seconds'];

/**
 * The four tiles for the time left; all zeros once the launch has passed
 * (docs/product/launch-page.md).
 */
export function countdownTiles(msLeft: number): CountdownTile[] {
  const parts = countdownParts(msLeft);
  return units.map((unit) => ({
    unit,
    label: launchPageMessages.countdownUnits[unit],
    value: twoDigits(parts[unit]),
  }));
}

/**
 * How long until the shown seconds change: ticks land just after each whole second of the time
 * left, so the display never skips or repeats a second the way a free-running 1 s interval can.
 */
export function msUntilNextTick(msLeft: number): number {
  // A few ms past the boundary, as a timer may fire a little early.
  return (msLeft % limits.launch.countdownRefreshMs) + 5;
}
