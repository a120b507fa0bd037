// The soak's aims as figures.ts judges them (the soak itself is not part of `npm test`).
import { describe, expect, it } from '@jest/globals';
import { judge, percentile, type Accounting, type Minute } from './figures.ts';

const minute = (n: number, p99: number, rss: number, serverErrors = 0, heap = 50): Minute => ({
  n,
  seconds: 60,
  // 100 answers, the slowest two at `p99`: the 99th is p99.
  answers: {
    'browse/search': [...Array<number>(98).fill(10), p99, p99],
    messages: [...Array<number>(98).fill(10), p99, p99],
    posting: [...Array<number>(98).fill(10), p99, p99],
    orders: [...Array<number>(98).fill(10), p99, p99],
  },
  serverErrors,
  unanswered: 0,
  skipped: 0,
  lag: [{ p99: 20, max: 40 }],
  rss: { bff1: rss },
  heap: { bff1: heap },
  postgres: { total: 20, active: 1 },
});

const clean: Accounting = {
  messagesAcknowledged: 10,
  receiptsDue: 20,
  receiptsMissing: 0,
  receiptsDoubled: 0,
  messagesNotStoredOnce: 0,
  ordersPlaced: 3,
  ordersInWrongState: 0,
  moneyMovementsWrong: 0,
  examples: [],
};

const verdicts = (minutes: Minute[], accounting = clean) =>
  judge(minutes, accounting).map((a) => a.met);

describe('the soak aims', () => {
  it('meets every aim on a flat run', () => {
    expect(verdicts([minute(1, 100, 100), minute(2, 150, 110), minute(3, 200, 120)])).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('fails a p99 over twice the first minute, memory over 10% after minute 2, a 5xx, a loss', () => {
    const minutes = [minute(1, 100, 100), minute(2, 150, 100, 1), minute(3, 201, 111)];
    expect(verdicts(minutes, { ...clean, receiptsMissing: 1 })).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('fails a heap that survives full collections growing over 10% after minute 2', () => {
    const minutes = [
      minute(1, 100, 100, 0, 50),
      minute(2, 100, 100, 0, 50),
      minute(3, 100, 100, 0, 56),
    ];
    expect(verdicts(minutes)).toEqual([true, true, true, false, true]);
  });

  it('fails a kind that a later minute never answered', () => {
    const silent = minute(2, 100, 100);
    silent.answers.orders = [];
    expect(verdicts([minute(1, 100, 100), silent])[1]).toBe(false);
  });

  it('leaves the memory aims unchecked under three minutes', () => {
    expect(verdicts([minute(1, 100, 100), minute(2, 100, 200)]).slice(2, 4)).toEqual([null, null]);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([], 99)).toBeNaN();
  });
});
