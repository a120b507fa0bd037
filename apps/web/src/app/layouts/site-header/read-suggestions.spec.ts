import { describe, expect, it } from '@jest/globals';
import { readSuggestions } from './read-suggestions';

describe('header search suggestions', () => {
  it('reads categories and titles, and leaves out what it cannot read or should not follow', () => {
    expect(
      readSuggestions({
        categories: [
          { id: 'rice', label: 'Rice', level: 'category', path: '/marketplace/category/rice' },
          { id: 'x', label: 'Evil', level: 'category', path: 'https://evil.example/' },
          { id: 'y', label: 'Odd', level: 'planet', path: '/marketplace/y' },
        ],
        titles: [{ id: 'a1', title: 'Basmati rice' }, { id: 5 }],
      }),
    ).toEqual([
      { key: 'category:rice', label: 'Rice', kind: 'category', path: '/marketplace/category/rice' },
      {
        key: 'listing:a1',
        label: 'Basmati rice',
        kind: 'listing',
        path: '/marketplace/listing/a1',
      },
    ]);
    expect(readSuggestions({ categories: 'no' })).toBeNull();
  });
});
