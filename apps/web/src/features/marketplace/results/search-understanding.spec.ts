import { describe, expect, it } from '@jest/globals';
import type { SearchUnderstanding } from '@matchbazaar/contracts';
import {
  readingLabel,
  requirementPrefillLink,
  shownWords,
  withoutReading,
} from './search-understanding';

const understood = (over: Partial<SearchUnderstanding>): SearchUnderstanding => ({
  showing: null,
  relaxed: null,
  didYouMean: null,
  readings: [],
  category: null,
  searchId: null,
  ...over,
});

describe('what a search read from its words', () => {
  it('labels each reading as a chip', () => {
    expect(
      readingLabel({ kind: 'price', source: 'under 20000', max: 20000, currency: 'INR' }),
    ).toBe('Under ₹20,000');
    expect(readingLabel({ kind: 'price', source: 'over $300', min: 300, currency: 'USD' })).toBe(
      'Over $300',
    );
    expect(
      readingLabel({
        kind: 'price',
        source: '1000-5000 rs',
        min: 1000,
        max: 5000,
        currency: 'INR',
      }),
    ).toBe('₹1,000 to ₹5,000');
    expect(readingLabel({ kind: 'city', source: 'in jaipur', city: 'Jaipur' })).toBe('In Jaipur');
    expect(readingLabel({ kind: 'condition', source: 'used', condition: 'used' })).toBe('Used');
    expect(readingLabel({ kind: 'quantity', source: '50 kg', amount: 50, unit: 'kg' })).toBe(
      '50 kg',
    );
  });

  it('removing a chip searches the words without its span', () => {
    expect(withoutReading('sofa under 20000 in jaipur', 'under 20000')).toBe('sofa in jaipur');
    expect(withoutReading('Used Maruti Swift', 'used')).toBe('Maruti Swift');
    expect(withoutReading('sofa', 'in jaipur')).toBe('sofa');
    expect(withoutReading('sofa', '')).toBe('sofa');
  });

  it('titles the results by what they show when the words were repaired or shortened', () => {
    expect(shownWords('safron', understood({ relaxed: 'spelling', showing: 'saffron' }))).toBe(
      'saffron',
    );
    expect(shownWords('safron', undefined)).toBe('safron');
    expect(
      shownWords('veggies', understood({ relaxed: 'category', showing: 'Fresh Vegetables' })),
    ).toBe('veggies');
  });

  it('prefills a requirement with the words, the budget, the city and the category', () => {
    const link = requirementPrefillLink(
      'sofa under 20000 in jaipur',
      understood({
        readings: [
          { kind: 'price', source: 'under 20000', max: 20000, currency: 'INR' },
          { kind: 'city', source: 'in jaipur', city: 'Jaipur' },
        ],
        category: {
          id: 'sofas',
          label: 'Sofas',
          level: 'category',
          path: '/marketplace/category/sofas',
        },
      }),
    );
    const url = new URL(link, 'https://example.test');
    expect(url.pathname).toBe('/marketplace/post-requirement');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      title: 'sofa',
      budgetMax: '20000',
      currency: 'INR',
      city: 'Jaipur',
      category: 'sofas',
    });
    expect(requirementPrefillLink('gold plated snowboard', undefined)).toBe(
      '/marketplace/post-requirement?title=gold+plated+snowboard',
    );
  });
});
