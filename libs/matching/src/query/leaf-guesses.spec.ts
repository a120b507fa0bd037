import { describe, expect, it } from '@jest/globals';
import { allCategories } from '@matchbazaar/taxonomy';
import { hostileTexts } from '../testing/hostile-text.ts';
import type { CategoryGuess } from './classify.ts';
import { guessLeafCategories, leafGuesses } from './leaf-guesses.ts';

const guess = (
  id: string,
  level: CategoryGuess['level'],
  score: number,
  by: CategoryGuess['by'] = 'name',
): CategoryGuess => ({ id, level, label: id, score, by });

describe('the leaf categories a text is about', () => {
  it.each([
    ['saffron', 'spices'],
    ['spices', 'spices'],
    ['bhindi', 'fresh-vegetables'],
    ['scooty', 'scooters'],
    ['fridge', 'refrigerators'],
    ['tomatos', 'fresh-vegetables'],
    ['Fresh bhindi from Nashik', 'fresh-vegetables'],
  ])('%s: %s first', (text, id) => {
    expect(guessLeafCategories(text)[0]?.id).toBe(id);
  });

  it('nothing for words it does not know', () => {
    expect(guessLeafCategories('xqzzv plorb')).toEqual([]);
    expect(guessLeafCategories('')).toEqual([]);
  });

  it('only leaves, each once', () => {
    const leafIds = new Set(allCategories.map((c) => c.id));
    for (const text of ['spices', 'dairy', 'vehicles', 'kirana', 'car']) {
      const ids = guessLeafCategories(text).map((leaf) => leaf.id);
      expect(ids.every((id) => leafIds.has(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('stays quick and bounded on hostile text', () => {
    for (const text of Object.values(hostileTexts)) {
      const started = performance.now();
      const leaves = guessLeafCategories(text);
      expect(performance.now() - started).toBeLessThan(500);
      expect(leaves.length).toBeLessThanOrEqual(allCategories.length);
    }
  });
});

describe('leafGuesses', () => {
  const spicesSubgroup = allCategories.filter((c) => c.subgroupId === 'spices-ingredients');

  it('a leaf at its score, a subgroup guess as its leaves below', () => {
    const leaves = leafGuesses([
      guess('spices-ingredients', 'subgroup', 0.5),
      guess('cooking-oils', 'category', 0.45),
    ]);
    expect(leaves).toHaveLength(new Set([...spicesSubgroup.map((c) => c.id), 'cooking-oils']).size);
    const oils = leaves.find((leaf) => leaf.id === 'cooking-oils');
    expect(oils?.from).toBe('category');
    expect(oils?.score).toBe(0.45);
    const spices = leaves.find((leaf) => leaf.id === 'spices');
    expect(spices).toMatchObject({ from: 'subgroup', score: 0.4 });
    expect(leaves[0]?.id).toBe('cooking-oils');
  });

  it('a group guess reaches every leaf of the group, lower than a subgroup would', () => {
    const group = allCategories.find((c) => c.id === 'spices')?.groupId ?? '';
    const leaves = leafGuesses([guess(group, 'group', 1)]);
    expect(leaves).toHaveLength(allCategories.filter((c) => c.groupId === group).length);
    expect(leaves.every((leaf) => leaf.score === 0.6 && leaf.from === 'group')).toBe(true);
  });

  it('ties: a named leaf before an expanded one, then by label', () => {
    const leaves = leafGuesses([
      guess('spices-ingredients', 'subgroup', 1),
      guess('cooking-oils', 'category', 0.8),
    ]);
    const atTop = leaves.filter((leaf) => leaf.score === 0.8);
    expect(atTop[0]?.id).toBe('cooking-oils');
    const expanded = atTop.slice(1).map((leaf) => leaf.label);
    expect(expanded).toEqual([...expanded].sort((a, b) => a.localeCompare(b)));
  });

  it('a leaf reached twice keeps its best score', () => {
    const leaves = leafGuesses([
      guess('spices', 'category', 0.3, 'everyday'),
      guess('spices-ingredients', 'subgroup', 0.9),
    ]);
    expect(leaves.filter((leaf) => leaf.id === 'spices')).toEqual([
      { id: 'spices', label: 'Spices', score: 0.72, from: 'subgroup', by: 'name' },
    ]);
  });

  it('ignores ids the taxonomy does not know', () => {
    expect(leafGuesses([guess('no-such-node', 'subgroup', 1)])).toEqual([]);
  });
});
