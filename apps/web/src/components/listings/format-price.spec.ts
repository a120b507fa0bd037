import { describe, expect, it } from '@jest/globals';
import { dollars, formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [0, 'USD', '$0'],
    [48_000, 'USD', '$480'],
    [125_000, 'USD', '$1,250'],
    [230, 'USD', '$2.30'],
    [1_899_999, 'USD', '$18,999.99'],
    [120_000_000, 'USD', '$1,200,000'],
    [5, 'USD', '$0.05'],
    [-1_050, 'USD', '-$10.50'],
    [1_250, 'JPY', '¥1,250'],
    [1_234_567, 'KWD', 'KWD 1,234.567'],
    [49_900, 'INR', '₹499'],
  ])('%p minor units of %s read %p', (amountMinor, currency, text) => {
    expect(formatPrice({ amountMinor, currency }).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('follows the locale it is given', () => {
    expect(formatPrice({ amountMinor: 12_345_600, currency: 'INR' }, 'en-IN')).toBe('₹1,23,456');
    expect(
      formatPrice({ amountMinor: 123_456, currency: 'EUR' }, 'de-DE').replace(/\s/g, ' '),
    ).toBe('1.234,56 €');
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(() => formatPrice({ amountMinor: 2.5, currency: 'USD' })).toThrow(RangeError);
    expect(() => formatPrice({ amountMinor: Number.NaN, currency: 'USD' })).toThrow(RangeError);
    expect(() => formatPrice({ amountMinor: 2 ** 60, currency: 'USD' })).toThrow(RangeError);
  });

  it('reads a dollar price as cents without float noise', () => {
    expect(dollars(18999.99)).toEqual({ amountMinor: 1_899_999, currency: 'USD' });
    expect(dollars(2.3)).toEqual({ amountMinor: 230, currency: 'USD' });
    expect(formatPrice(dollars(0.1 + 0.2))).toBe('$0.30');
  });
});
