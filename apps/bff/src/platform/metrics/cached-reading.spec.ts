import { cachedReading } from './cached-reading.js';

describe('cachedReading', () => {
  it('reads once per period and shares the reading under way', async () => {
    let clock = 0;
    let reads = 0;
    const reading = cachedReading(
      15_000,
      () => Promise.resolve(++reads),
      () => clock,
    );
    const [a, b] = await Promise.all([reading(), reading()]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    clock = 14_999;
    expect(await reading()).toBe(1);
    clock = 15_000;
    expect(await reading()).toBe(2);
  });

  it('does not keep a failed reading', async () => {
    let fail = true;
    const reading = cachedReading(15_000, () =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve('up'),
    );
    await expect(reading()).rejects.toThrow('down');
    fail = false;
    expect(await reading()).toBe('up');
  });
});
