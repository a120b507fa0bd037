import { describe, expect, it } from '@jest/globals';
import { formatMoney } from './format-money.js';
import { countOf } from '../messages/count.js';
import { ordersMessages } from '../messages/orders.js';
import { marketplaceMessages } from '../messages/marketplace.js';

describe('money written one way', () => {
  it('writes whole amounts without decimals and cents when there are some, as pages do', () => {
    expect(formatMoney({ amountMinor: 2_600_000, currency: 'INR' })).toBe('₹26,000');
    expect(formatMoney({ amountMinor: 130_050, currency: 'INR' })).toBe('₹1,300.50');
    expect(formatMoney({ amountMinor: 230, currency: 'USD' })).toBe('$2.30');
  });

  it('is what the catalogue writes for orders (chat and mail alike)', () => {
    expect(ordersMessages.money(2_600_000, 'INR')).toBe('₹26,000');
  });

  it('refuses a fractional amount rather than show a wrong price', () => {
    expect(() => formatMoney({ amountMinor: 1.5, currency: 'USD' })).toThrow(RangeError);
  });
});

describe('counts agree in number', () => {
  it('says "1 listing" and "2 listings"', () => {
    expect(countOf(1, 'listing')).toBe('1 listing');
    expect(countOf(1_250, 'offer')).toBe('1,250 offers');
    expect(marketplaceMessages.listingsCount(1)).toBe('1 listing');
    expect(marketplaceMessages.views(1)).toBe('1 view');
    expect(marketplaceMessages.groupCount(2)).toBe('2 offers');
  });
});
