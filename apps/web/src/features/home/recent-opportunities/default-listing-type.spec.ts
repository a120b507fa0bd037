import { describe, expect, it } from '@jest/globals';
import { defaultListingType } from './default-listing-type';

describe('defaultListingType', () => {
  it.each([
    [null, 'buyer'],
    ['buyer', 'buyer'],
    ['seller', 'seller'],
  ] as const)('persona %p opens on the %p tab', (persona, type) => {
    expect(defaultListingType(persona)).toBe(type);
  });
});
