import { describe, expect, it } from '@jest/globals';
import { searchWords, snippetHtml, synonymMap, toTsQuery } from './search-text.ts';
import { synonymSets } from './synonyms.ts';

const synonyms = synonymMap(synonymSets);

describe('search text', () => {
  it('keeps letters and digits only, lower case, accents folded, at most 8 words', () => {
    expect(searchWords("Crème brûlée: 2 kg & <script> 'x' | !y:*")).toEqual([
      'creme',
      'brulee',
      '2',
      'kg',
      'script',
      'x',
      'y',
    ]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('makes the last word a prefix and the others whole', () => {
    expect(toTsQuery('red tomat', new Map())).toBe('red & tomat:*');
  });

  it('adds each word\u2019s synonyms, both ways, and two-word terms', () => {
    expect(toTsQuery('brinjal seeds', synonyms)).toBe(
      '(brinjal | eggplant | aubergine | baingan) & seeds:*',
    );
    expect(toTsQuery('cell phone cover', synonyms)).toBe(
      '((cell <-> phone) | mobile | cellphone | smartphone) & cover:*',
    );
    expect(toTsQuery('used lorry', synonyms)).toBe('used & (lorry:* | truck)');
  });

  it('searches the last word as itself or the known words it begins, when they are given', () => {
    const completions = new Map([
      ['tomat', ['tomato', 'tomatoes']],
      ['lorry', ['lorry', 'lorries']],
    ]);
    expect(toTsQuery('red tomat', new Map(), { completions })).toBe(
      'red & (tomat | tomato | tomatoes)',
    );
    // Its synonyms stay as they are; a word begun by nothing known is searched whole.
    expect(toTsQuery('used lorry', synonyms, { completions })).toBe(
      'used & (lorry | lorries | truck)',
    );
    expect(toTsQuery('red tomat', new Map(), { completions: new Map([['tomat', []]]) })).toBe(
      'red & tomat',
    );
    // Only the last word is a prefix: the others are whole whatever is given.
    expect(toTsQuery('tomat red', new Map(), { completions })).toBe('tomat & red:*');
  });

  it('has nothing to search in punctuation alone', () => {
    expect(toTsQuery(' !!! :* & | ', synonyms)).toBeNull();
  });

  it('escapes the snippet and marks only balanced hits', () => {
    expect(snippetHtml('Fresh \u0002tomatoes\u0003 <b>cheap</b> \u0002broken')).toBe(
      'Fresh <mark>tomatoes</mark> &#60;b&#62;cheap&#60;/b&#62; broken',
    );
  });
});

describe('the words a match asks for', () => {
  it('wants any of the words, each with its synonyms, none as a prefix', () => {
    const synonyms = synonymMap([['lorry', 'truck']]);
    expect(toTsQuery('lorry for hire', synonyms, { anyWord: true })).toBe(
      '(lorry | truck) | for | hire',
    );
  });
});
