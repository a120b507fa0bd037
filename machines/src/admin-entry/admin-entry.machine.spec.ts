import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor } from 'xstate';
import { adminEntryMachine } from './admin-entry.machine.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function harness() {
  const actor = createActor(adminEntryMachine).start();
  const click = () => actor.send({ type: 'logo.click' });
  const revealed = () => actor.getSnapshot().matches('revealed');
  const clicks = () => actor.getSnapshot().context.clicks;
  return { actor, click, revealed, clicks };
}

describe('hidden admin entry (docs/product/launch-page.md and docs/product/constants.md)', () => {
  it('starts hidden with no clicks counted', () => {
    const { revealed, clicks } = harness();
    expect([revealed(), clicks()]).toEqual([false, 0]);
  });

  it('reveals the link on the 3rd click within 2 seconds', () => {
    const { click, revealed } = harness();
    click();
    jest.advanceTimersByTime(900);
    click();
    expect(revealed()).toBe(false);
    jest.advanceTimersByTime(1_099);
    click();
    expect(revealed()).toBe(true);
  });

  it('resets the counter to 0 two seconds after the first click', () => {
    const { click, revealed, clicks } = harness();
    click();
    click();
    jest.advanceTimersByTime(1_999);
    expect(clicks()).toBe(2);
    jest.advanceTimersByTime(1);
    expect(clicks()).toBe(0);
    click();
    expect([revealed(), clicks()]).toEqual([false, 1]);
  });

  it('does not stretch the window with later clicks', () => {
    const { click, revealed, clicks } = harness();
    click();
    jest.advanceTimersByTime(1_500);
    click();
    jest.advanceTimersByTime(600);
    click();
    expect([revealed(), clicks()]).toEqual([false, 1]);
  });

  it('keeps the link once shown, however long the page stays open or is clicked', () => {
    const { click, revealed } = harness();
    click();
    click();
    click();
    jest.advanceTimersByTime(60_000);
    click();
    expect(revealed()).toBe(true);
  });
});
