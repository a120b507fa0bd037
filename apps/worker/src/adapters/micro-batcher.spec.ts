import { describe, expect, it } from '@jest/globals';
import { MicroBatcher } from './micro-batcher.js';

/** Records each batch it is given; answers each item doubled, or fails on the items in `bad`. */
function recorder(options: { bad?: number[]; hold?: Promise<void> } = {}) {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await options.hold;
    if (items.some((i) => options.bad?.includes(i)))
      throw new Error(`bad item in ${items.join(',')}`);
    return items.map((i) => i * 2);
  };
  return { batches, run };
}

const byValue = { key: (i: number) => String(i) };

describe('MicroBatcher', () => {
  it('gives one call on its own a batch of one', async () => {
    const { batches, run } = recorder();
    const batcher = new MicroBatcher(run, byValue);
    expect(await batcher.add(4)).toBe(8);
    expect(batches).toEqual([[4]]);
  });

  it('puts calls made in the same turn into one batch and answers each its own result', async () => {
    const { batches, run } = recorder();
    const batcher = new MicroBatcher(run, byValue);
    expect(await Promise.all([1, 2, 3].map((i) => batcher.add(i)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('collects the calls made while batches are in flight into the next one', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const { batches, run } = recorder({ hold });
    const batcher = new MicroBatcher(run, { ...byValue, maxInFlight: 1 });
    const first = batcher.add(1);
    await new Promise((r) => setImmediate(r));
    const rest = [2, 3, 4].map((i) => batcher.add(i));
    release();
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never runs two items with the same key at once, and keeps their order', async () => {
    let running = 0;
    let most = 0;
    const batches: number[][] = [];
    const batcher = new MicroBatcher(async (items: number[]) => {
      batches.push(items);
      running += items.filter((i) => i === 1).length;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= items.filter((i) => i === 1).length;
      return items;
    }, byValue);
    await Promise.all([1, 2, 1, 3, 1].map((i) => batcher.add(i)));
    expect(most).toBe(1);
    expect(batches).toEqual([[1, 2, 3], [1], [1]]);
  });

  it('splits at the largest batch size', async () => {
    const { batches, run } = recorder();
    const batcher = new MicroBatcher(run, { ...byValue, maxSize: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((i) => batcher.add(i)));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
  });

  it('when a batch fails, tries each item alone so only the bad one fails', async () => {
    const { batches, run } = recorder({ bad: [2] });
    const batcher = new MicroBatcher(run, byValue);
    const results = await Promise.allSettled([1, 2, 3].map((i) => batcher.add(i)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('bad item in 2') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('fails every item with the batch error when isolate says no item is to blame', async () => {
    const { batches, run } = recorder({ bad: [2] });
    const batcher = new MicroBatcher(run, { ...byValue, isolate: () => false });
    const results = await Promise.allSettled([1, 2, 3].map((i) => batcher.add(i)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('fails every item of a batch that answers the wrong number of results', async () => {
    const batcher = new MicroBatcher<number, number>(() => Promise.resolve([]), byValue);
    await expect(batcher.add(1)).rejects.toThrow('batch of 1 answered 0 results');
  });
});
