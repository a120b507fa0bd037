import { describe, expect, it } from '@jest/globals';
import { synonymMap } from '@matchbazaar/matching';
import type { SearchCandidate } from '../../adapters/saved-search-store.js';
import { readSearch } from './saved-search-alerts.handler.js';

const candidate = (query: SearchCandidate['query']): SearchCandidate => ({
  id: 'search-1',
  userId: 'buyer-1',
  name: 'a search',
  alert: 'instant',
  q: typeof query['q'] === 'string' ? query['q'] : null,
  query,
});
const synonyms = synonymMap([['sofa', 'couch']]);

describe('a saved search read as the search reads it', () => {
  it('turns a price and a city in words into filters, and matches the category the words name', () => {
    expect(readSearch(candidate({ q: 'used cars under 5 lakh in pune' }), synonyms)).toEqual({
      id: 'search-1',
      query: expect.objectContaining({ currency: 'INR', maxPrice: 500_000, city: 'Pune' }),
      tsQuery: expect.stringContaining('car'),
      // 'used' is part of the category's name, not a condition filter.
      named: { column: 'category', id: 'used-cars' },
    });
    expect(readSearch(candidate({ q: 'used cars' }), synonyms).query.condition).toBeUndefined();
  });

  it('keeps the filters the search was saved with over those said in words', () => {
    const read = readSearch(
      candidate({ q: 'sofa under 20000 in jaipur', city: 'Delhi' }),
      synonyms,
    );
    expect(read.query).toMatchObject({ city: 'Delhi', maxPrice: 20_000, currency: 'INR' });
    // The words left are searched with the synonyms.
    expect(read.tsQuery).toContain('couch');
    expect(read.tsQuery).not.toContain('jaipur');
  });

  it('reads a condition that names no category as the condition filter', () => {
    const read = readSearch(candidate({ q: 'refurbished laptop' }), synonyms);
    expect(read.query).toMatchObject({ condition: 'refurbished' });
  });

  it('leaves a search without words to its filters', () => {
    expect(readSearch(candidate({ category: 'basmati', maxPrice: 100 }), synonyms)).toEqual({
      id: 'search-1',
      query: { category: 'basmati', maxPrice: 100 },
      tsQuery: null,
      named: null,
    });
  });
});
