import { describe, expect, it } from '@jest/globals';
import { activeFilterCount, apiParams, withFilter } from './search-filters';

describe('results filters in the URL', () => {
  it('keeps what applies to the kind and adds what the page fixes', () => {
    const url = new URLSearchParams('q=rice&condition=new&urgency=high&sort=price_asc&x=1');
    expect(apiParams('offers', url, { category: 'basmati' })).toEqual({
      q: 'rice',
      condition: 'new',
      sort: 'price_asc',
      category: 'basmati',
    });
    expect(apiParams('requests', url, {})).toEqual({ q: 'rice', urgency: 'high' });
  });

  it('gives a price range a currency', () => {
    expect(apiParams('offers', new URLSearchParams('minPrice=10'), {})).toEqual({
      minPrice: '10',
      currency: 'INR',
    });
  });

  it('sets and clears one filter, counting the ones set', () => {
    const url = withFilter(new URLSearchParams('q=a&city=Pune'), 'deals', 'true');
    expect(url.toString()).toBe('q=a&city=Pune&deals=true');
    expect(activeFilterCount(url)).toBe(2);
    expect(withFilter(url, 'city', null).toString()).toBe('q=a&deals=true');
  });
});
