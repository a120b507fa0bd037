import { describe, expect, it } from '@jest/globals';
import { browseHref, marketplaceHref } from './nav-items';

describe('browseHref', () => {
  it.each([
    ['Fresh Vegetables', '/marketplace/browse?q=Fresh+Vegetables'],
    ['  basmati rice ', '/marketplace/browse?q=basmati+rice'],
    ['chai & snacks?', '/marketplace/browse?q=chai+%26+snacks%3F'],
    ['', '/marketplace/browse'],
    ['   ', '/marketplace/browse'],
  ])('%p -> %p', (query, href) => {
    expect(browseHref(query)).toBe(href);
  });
});

describe('marketplaceHref', () => {
  it('builds the taxonomy routes of docs/product/marketplace.md', () => {
    expect(marketplaceHref.group('real-estate')).toBe('/marketplace/real-estate');
    expect(marketplaceHref.subgroup('real-estate', 'land')).toBe('/marketplace/real-estate/land');
    expect(marketplaceHref.category('apartments')).toBe('/marketplace/category/apartments');
  });
});
