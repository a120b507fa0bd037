import { describe, expect, it } from '@jest/globals';
import { searchableText } from './filler-words.ts';
import { parseQuery } from './parse-query.ts';

describe('the words a search should require', () => {
  it.each([
    ['cheap plumber near me', 'plumber'],
    ['i need rice for my restaurant', 'rice restaurant'],
    ['houses for sale', 'houses'],
    ['wholesale basmati rice supplier', 'basmati rice'],
    ['someone to paint my house', 'paint house'],
    ['Best iPhone, please!', 'iPhone,'],
    ['IT services', 'IT services'],
    ['oil can', 'oil can'],
    ['2 bhk flat', '2 bhk flat'],
  ])('%s -> %s', (query, text) => {
    expect(searchableText(query)).toBe(text);
  });

  it('keeps a text of nothing but asking words, and takes what the parser leaves', () => {
    expect(searchableText('  for   sale ')).toBe('for sale');
    expect(searchableText('')).toBe('');
    expect(searchableText(parseQuery('cheap sofa under 20000 near me in jaipur').text)).toBe(
      'sofa',
    );
  });
});
