import { describe, expect, it } from '@jest/globals';
import { catalogueMessages as m } from '../messages/catalogue.js';
import { shopsQuerySchema } from './post-requests.js';
import { listingSearchQuerySchema } from './search.js';

// PostgreSQL text cannot hold NUL: a filter value with one answered 500 (found by the fuzz tier).
describe('text filters in catalogue queries', () => {
  it('turn control characters into spaces, so NUL never reaches the database', () => {
    expect(shopsQuerySchema.parse({ city: 'Pu\u0000ne' }).city).toBe('Pu ne');
    expect(listingSearchQuerySchema.parse({ city: 'Pu\u0000ne' }).city).toBe('Pu ne');
    expect(listingSearchQuerySchema.parse({ q: 'rice\u0000\r\n' }).q).toBe('rice');
  });

  it('refuse a value that is nothing but control characters, naming the field', () => {
    const result = shopsQuerySchema.safeParse({ city: '\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['city', m.cityRequired],
    ]);
  });
});
