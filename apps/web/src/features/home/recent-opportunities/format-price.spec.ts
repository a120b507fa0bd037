import { describe, expect, it } from '@jest/globals';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [0, '$0'],
    [480, '$480'],
    [1250, '$1,250'],
    [2.3, '$2.30'],
    [18999.99, '$18,999.99'],
    [1_200_000, '$1,200,000'],
  ])('%p dollars read %p', (dollars, text) => {
    expect(formatPrice(dollars)).toBe(text);
  });
});
