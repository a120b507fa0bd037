import { describe, expect, it } from '@jest/globals';
import { RenderBusy, RenderSlots } from './render-slots.js';

/** A piece of work that finishes when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('RenderSlots', () => {
  it('runs at most `slots` at once, lets the line wait, and refuses beyond the line', async () => {
    const slots = new RenderSlots(2, 1);
    const jobs = [pending(), pending(), pending()];
    const started: number[] = [];
    const runs = jobs.map((job, i) =>
      slots.run(() => {
        started.push(i);
        return job.work();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(slots.run(() => Promise.resolve())).rejects.toBeInstanceOf(RenderBusy);
    jobs[0]!.finish();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    jobs[1]!.finish();
    jobs[2]!.finish();
    await Promise.all(runs);
    // Every slot is free again: two at once, no waiting.
    await expect(
      Promise.all([slots.run(() => Promise.resolve(1)), slots.run(() => Promise.resolve(2))]),
    ).resolves.toEqual([1, 2]);
  });

  it('frees the slot when the work fails', async () => {
    const slots = new RenderSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
