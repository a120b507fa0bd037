import { describe, expect, it } from '@jest/globals';
import { budgetText, listingPriceText, quantityText, timeLeft } from './post-money';

describe('post money texts', () => {
  it('shows a price with its unit, or on request', () => {
    expect(
      listingPriceText({ type: 'fixed', amountMinor: 480_000, currency: 'INR', unit: 'kg' }),
    ).toEqual({ amount: '₹4,800', unit: '/ kg' });
    expect(
      listingPriceText({ type: 'on_request', amountMinor: null, currency: 'USD', unit: 'piece' }),
    ).toEqual({ amount: 'Price on request', unit: null });
  });

  it('shows a budget as a range or an upper bound', () => {
    expect(budgetText({ minMinor: 100_00, maxMinor: 250_00, currency: 'USD' })).toBe('$100 – $250');
    expect(budgetText({ minMinor: null, maxMinor: 250_00, currency: 'USD' })).toBe('Up to $250');
    expect(budgetText({ minMinor: null, maxMinor: null, currency: 'USD' })).toBeNull();
  });

  it('counts down to a deal end', () => {
    const now = Date.parse('2026-11-24T08:00:00Z');
    expect(timeLeft('2026-11-26T10:20:00Z', now)).toBe('2 days 2 h');
    expect(timeLeft('2026-11-24T09:05:00Z', now)).toBe('1 h 5 min');
    expect(timeLeft('2026-11-24T07:00:00Z', now)).toBeNull();
  });

  it('says quantities as people do', () => {
    expect(quantityText(26, 'piece')).toBe('26 pieces');
    expect(quantityText(1, 'piece')).toBe('1 piece');
    expect(quantityText(500, 'kg')).toBe('500 kg');
    expect(quantityText(2, 'box')).toBe('2 boxes');
    expect(quantityText(4, 'person')).toBe('4 people');
    expect(quantityText(1200, 'sq_ft')).toBe('1,200 sq ft');
  });
});
