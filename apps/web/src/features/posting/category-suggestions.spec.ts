import { describe, expect, it } from '@jest/globals';
import { allCategories } from '@matchbazaar/taxonomy';
import { editDistance, rankCategories, suggestCategories } from './category-suggestions';

const ranked = (text: string) => rankCategories(text, allCategories).map((c) => c.id);

describe('the categories a seller means, best first', () => {
  it.each([
    ['saffron', 'spices'],
    ['spices', 'spices'],
    ['Spices', 'spices'],
    ['bhindi', 'fresh-vegetables'],
    ['scooty', 'scooters'],
    ['fridge', 'refrigerators'],
    ['tomatos', 'fresh-vegetables'],
    ['Fresh bhindi from Nashik', 'fresh-vegetables'],
    ['fresh veg', 'fresh-vegetables'],
    ['refrigeratr', 'refrigerators'],
    ['plumbr', 'plumber'],
    ['lapotp', 'laptops'],
  ])('%s: %s first', (text, id) => {
    expect(ranked(text)[0]).toBe(id);
  });

  it('a subgroup the words name follows its named leaf (spices: then the rest of its subgroup)', () => {
    const ids = ranked('spices');
    const subgroup = allCategories.find((c) => c.id === 'spices')?.subgroupId;
    const rest = allCategories.filter((c) => c.subgroupId === subgroup && c.id !== 'spices');
    expect(ids.slice(1, 1 + rest.length).sort()).toEqual(rest.map((c) => c.id).sort());
  });

  it('each category once, and only the options offered', () => {
    const ids = ranked('dairy milk paneer');
    expect(new Set(ids).size).toBe(ids.length);
    const offered = allCategories.filter((c) => c.id !== 'spices');
    expect(rankCategories('saffron spices', offered).map((c) => c.id)).not.toContain('spices');
  });

  it('a word some name holds as typed is not read as a typo of another', () => {
    expect(ranked('spices')).not.toContain('coworking-spaces');
  });

  it('short words and a short label word are never typo matches', () => {
    expect(ranked('tomat')).toEqual([]);
    expect(ranked('xyz')).toEqual([]);
  });

  it('nothing for nonsense; everything, as given, for no words', () => {
    expect(ranked('xqzzv qwrtzk')).toEqual([]);
    expect(rankCategories('  ', allCategories)).toEqual(allCategories);
  });

  it('stays quick on hostile text', () => {
    const texts = [
      'q'.repeat(100_000),
      'iphnoe '.repeat(2_000),
      'abcdefghijklmnopqrstuvw '.repeat(500),
      `e${'\u0301'.repeat(100_000)}`,
      'a1'.repeat(50_000),
    ];
    for (const text of texts) {
      const started = performance.now();
      rankCategories(text, allCategories);
      suggestCategories(text);
      expect(performance.now() - started).toBeLessThan(250);
    }
  });
});

describe('the categories suggested from a title', () => {
  it.each([
    ['Fresh bhindi from Nashik', ['fresh-vegetables']],
    ['Kashmiri kesar 1g', ['spices']],
    ['Honda Activa 2019 scooty', ['scooters']],
    ['Used Samsung fridge double door', ['refrigerators']],
    ['Cold pressed groundnut oil', ['cooking-oils']],
  ])('%s: %j', (title, ids) => {
    expect(suggestCategories(title).map((c) => c.id)).toEqual(ids);
  });

  it('at most three, from a subgroup the title names', () => {
    const ids = suggestCategories('dairy').map((c) => c.id);
    expect(ids).toHaveLength(3);
    const subgroups = new Set(
      ids.map((id) => allCategories.find((c) => c.id === id)?.subgroupId ?? ''),
    );
    expect(subgroups.size).toBe(1);
  });

  it('none when the title names nothing known', () => {
    expect(suggestCategories('Hello world')).toEqual([]);
    expect(suggestCategories('Brand new, never used')).toEqual([]);
    expect(suggestCategories('')).toEqual([]);
  });

  it('no weak tail after a sure one', () => {
    expect(suggestCategories('spices').map((c) => c.id)).toEqual(['spices']);
  });
});

describe('editDistance', () => {
  it.each([
    ['laptop', 'laptop', 2, 0],
    ['plumbr', 'plumber', 2, 1],
    ['lapotp', 'laptop', 2, 2],
    ['tomat', 'boat', 1, 2],
    ['abcdefgh', 'a', 2, 3],
  ])('%s -> %s (at most %d): %d', (a, b, max, distance) => {
    expect(editDistance(a, b, max)).toBe(distance);
  });
});
