import { describe, expect, it } from '@jest/globals';
import type { SellerAnalytics } from '@matchbazaar/contracts';
import { analyticsCsv } from './analytics-csv.js';

describe('analyticsCsv', () => {
  const base: SellerAnalytics = {
    from: '2026-11-01',
    to: '2026-11-02',
    currencies: ['USD', 'INR'],
    series: [
      {
        day: '2026-11-01',
        views: 10,
        inquiries: 2,
        proposals: 1,
        orders: 1,
        revenue: [
          { currency: 'USD', completed: 1, amountMinor: 2599 },
          { currency: 'INR', completed: 0, amountMinor: 0 },
        ],
      },
      {
        day: '2026-11-02',
        views: 0,
        inquiries: 0,
        proposals: 0,
        orders: 0,
        revenue: [
          { currency: 'USD', completed: 0, amountMinor: 0 },
          { currency: 'INR', completed: 2, amountMinor: 1_50_000_00 },
        ],
      },
    ],
    totals: { views: 10, inquiries: 2, proposals: 1, orders: 1, revenue: [] },
    funnel: { views: 10, inquiries: 2, orders: 1, inquiryRate: 20, orderRate: 10 },
    topListings: [],
    categories: [],
  };

  it('writes a header and one line per day, revenue per currency apart', () => {
    expect(analyticsCsv(base).split('\r\n')).toEqual([
      'date,views,inquiries,proposals,orders,completed_orders_USD,revenue_USD,completed_orders_INR,revenue_INR',
      '2026-11-01,10,2,1,1,1,25.99,0,0.00',
      '2026-11-02,0,0,0,0,0,0.00,2,150000.00',
      '',
    ]);
  });

  it('has no revenue columns before the first sale', () => {
    const csv = analyticsCsv({
      ...base,
      currencies: [],
      series: base.series.map((day) => ({ ...day, revenue: [] })),
    });
    expect(csv.split('\r\n')[0]).toBe('date,views,inquiries,proposals,orders');
    expect(csv.split('\r\n')[1]).toBe('2026-11-01,10,2,1,1');
  });
});
