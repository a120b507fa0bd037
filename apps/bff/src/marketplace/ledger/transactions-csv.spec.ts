import { describe, expect, it } from '@jest/globals';
import type { Transaction } from '@matchbazaar/contracts';
import { transactionsCsv } from './transactions-csv.js';

const line = (extra: Partial<Transaction>): Transaction => ({
  id: '1',
  kind: 'sale',
  currency: 'INR',
  amountMinor: 950_000,
  balanceMinor: 950_000,
  orderId: 'o-1',
  orderNumber: 12,
  description: 'Sale, order #12',
  at: '2026-11-27T10:00:00.000Z',
  ...extra,
});

describe('transactionsCsv', () => {
  it('writes a header and a line per transaction, amounts as decimals, CRLF line ends', () => {
    const csv = transactionsCsv([
      line({
        id: '2',
        kind: 'fee',
        amountMinor: -47_500,
        balanceMinor: 902_500,
        description: 'Platform fee, order #12',
      }),
      line({}),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Description,Type,Order,Currency,Amount,Balance',
      '2026-11-27T10:00:00.000Z,"Platform fee, order #12",Platform fee,12,INR,-475.00,9025.00',
      '2026-11-27T10:00:00.000Z,"Sale, order #12",Sale,12,INR,9500.00,9500.00',
      '',
    ]);
  });

  it('leaves the order empty for a payout', () => {
    const csv = transactionsCsv([
      line({
        kind: 'payout',
        orderId: null,
        orderNumber: null,
        amountMinor: -100,
        description: 'Payout to your bank account',
      }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-27T10:00:00.000Z,Payout to your bank account,Payout,,INR,-1.00,9500.00',
    );
  });
});
