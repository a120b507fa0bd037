import { describe, expect, it } from '@jest/globals';
import {
  createSavedSearchSchema,
  defaultSavedSearchName,
  describeSavedQuery,
  savedListingQueryOf,
  savedQueryKey,
  savedQueryParams,
  updateSavedSearchSchema,
} from './saved-searches.js';
import { listingSearchQuerySchema } from './search.js';
import { savedSearchesMessages as m } from '../messages/saved-searches.js';

/** The query as the browse page sends it (its URL's values), saved. */
const saved = (params: Record<string, string>) =>
  savedListingQueryOf(listingSearchQuerySchema.parse(params));

describe('a saved listing query', () => {
  it('keeps the filters, never the order, cursor or page size', () => {
    expect(
      saved({
        q: '  basmati   rice ',
        category: 'basmati',
        minPrice: '100',
        maxPrice: '500',
        currency: 'INR',
        condition: 'new',
        deals: 'true',
        city: 'Karnal',
        sort: 'price_asc',
        limit: '10',
      }),
    ).toEqual({
      q: 'basmati rice',
      category: 'basmati',
      minPrice: 100,
      maxPrice: 500,
      currency: 'INR',
      condition: 'new',
      deals: true,
      city: 'Karnal',
    });
  });

  it('keeps the radius only with a point, and no deals filter when deals=false', () => {
    expect(saved({ q: 'rice', radiusKm: '40', deals: 'false' })).toEqual({ q: 'rice' });
    expect(saved({ near: '28.61,77.21' })).toEqual({ near: [28.61, 77.21], radiusKm: 25 });
  });

  it('is the same search however typed: case, spaces, order of parameters, sort', () => {
    const a = savedQueryKey(saved({ q: 'Basmati  Rice', city: 'karnal', sort: 'newest' }));
    const b = savedQueryKey(saved({ city: 'KARNAL ', q: ' basmati rice' }));
    expect(a).toBe(b);
    expect(savedQueryKey(saved({ q: 'basmati' }))).not.toBe(
      savedQueryKey(saved({ q: 'basmati', condition: 'new' })),
    );
  });

  it('opens the browse page with the same parameters', () => {
    const query = saved({ q: 'rice', near: '28.61,77.21', radiusKm: '10', deals: 'true' });
    const params = savedQueryParams(query);
    expect(params).toEqual({ q: 'rice', deals: 'true', near: '28.61,77.21', radiusKm: '10' });
    expect(saved(params)).toEqual(query);
  });
});

describe('a saved query in words', () => {
  it('says each filter', () => {
    expect(
      describeSavedQuery(
        saved({
          q: 'rice',
          category: 'basmati',
          minPrice: '100',
          maxPrice: '500',
          currency: 'INR',
          condition: 'used',
          deals: 'true',
          city: 'Karnal',
        }),
      ),
    ).toEqual(['“rice”', 'Basmati', '₹100 to ₹500', 'Used', 'Deals only', 'In Karnal']);
    expect(describeSavedQuery(saved({ maxPrice: '20', currency: 'USD' }))).toEqual(['Up to $20']);
    expect(describeSavedQuery({})).toEqual([m.noFilters]);
  });

  it('names it by its words, else its category, with its city; at most 80 characters', () => {
    expect(defaultSavedSearchName(saved({ q: 'basmati rice', city: 'Karnal' }))).toBe(
      'basmati rice in Karnal',
    );
    expect(defaultSavedSearchName(saved({ category: 'basmati' }))).toBe('Basmati');
    expect(defaultSavedSearchName({})).toBe(m.allListings);
    const long = defaultSavedSearchName({ q: 'x'.repeat(200) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the requests', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('refuses a missing query, a bad filter, a bad alert and a long name with the catalogue', () => {
    expect(firstMessage(createSavedSearchSchema.safeParse({}))).toBe(m.queryRequired);
    expect(
      firstMessage(createSavedSearchSchema.safeParse({ query: { minPrice: '10' } })),
    ).toBeDefined();
    expect(firstMessage(createSavedSearchSchema.safeParse({ query: {}, alert: 'hourly' }))).toBe(
      m.alertInvalid,
    );
    expect(
      firstMessage(createSavedSearchSchema.safeParse({ query: {}, name: 'n'.repeat(81) })),
    ).toBe(m.nameInvalid);
    expect(firstMessage(createSavedSearchSchema.safeParse({ query: {}, name: '   ' }))).toBe(
      m.nameInvalid,
    );
    expect(firstMessage(updateSavedSearchSchema.safeParse({}))).toBe(m.nothingToChange);
  });

  it('defaults to listings with instant alerts', () => {
    expect(createSavedSearchSchema.parse({ query: { q: 'rice' } })).toMatchObject({
      kind: 'listings',
      alert: 'instant',
    });
  });
});
