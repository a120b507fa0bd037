import { describe, expect, it } from '@jest/globals';
import { RecentMap, TokenBucket } from './socket-limits.js';

describe('TokenBucket', () => {
  it('lets a burst through, then one per refill', () => {
    const bucket = new TokenBucket(3, 1 / 1000, 0);
    expect([1, 2, 3, 4].map(() => bucket.take(0))).toEqual([true, true, true, false]);
    expect(bucket.take(500)).toBe(false);
    expect(bucket.take(1000)).toBe(true);
    expect(bucket.take(1000)).toBe(false);
  });

  it('never holds more than its capacity, however long it waited', () => {
    const bucket = new TokenBucket(2, 1 / 1000, 0);
    const taken = [0, 0, 0].map(() => bucket.take(3_600_000));
    expect(taken).toEqual([true, true, false]);
  });
});

describe('RecentMap', () => {
  it('keeps the most recently set or read keys only', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // 'a' is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });
});
