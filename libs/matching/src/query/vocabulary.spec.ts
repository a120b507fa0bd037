import { describe, expect, it } from '@jest/globals';
import { searchWords, synonymMap, toTsQuery } from '../search-text.ts';
import { synonymSets } from '../synonyms.ts';
import { nodeSynonyms } from './node-synonyms.ts';
import { nodeLevels } from './term-index.ts';
import { everydayCategoryWords, everydayNodeNames, everydaySynonymSets } from './vocabulary.ts';

/** A term folded as searchWords() reads it (longer terms are several words of at most 8). */
const folded = (term: string) => searchWords(term).join(' ');

describe('everyday vocabulary', () => {
  it('points every word at taxonomy nodes that exist', () => {
    for (const [word, ids] of everydayCategoryWords) {
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect([word, nodeLevels.has(id)]).toEqual([word, true]);
    }
    for (const id of Object.keys(nodeSynonyms))
      expect([id, nodeLevels.has(id)]).toEqual([id, true]);
  });

  it('writes every word lower case, folded as searchWords() reads it', () => {
    const terms = [
      ...everydayCategoryWords.keys(),
      ...everydaySynonymSets.flat(),
      ...Object.values(nodeSynonyms).flat(),
    ];
    for (const term of terms) expect(folded(term)).toBe(term);
  });

  it('holds at least 250 everyday words and the ones buyers type most', () => {
    expect(everydayCategoryWords.size).toBeGreaterThanOrEqual(250);
    const wanted = {
      bhindi: 'fresh-vegetables',
      pyaaz: 'fresh-vegetables',
      pyaz: 'fresh-vegetables',
      tamatar: 'fresh-vegetables',
      kela: 'fresh-fruits',
      aam: 'fresh-fruits',
      seb: 'fresh-fruits',
      chawal: 'rice',
      cheeni: 'agriculture-food',
      chini: 'agriculture-food',
      kirana: 'agriculture-food',
      scooty: 'scooters',
      geyser: 'appliances',
      mixie: 'appliances',
      inverter: 'inverters',
      ro: 'water-purifiers',
      almirah: 'wardrobes',
      chappal: 'sandals',
      jutti: 'ethnic-footwear',
      kurti: 'kurtas',
      godown: 'warehouses',
      pg: 'pg-accommodation',
      '2bhk': 'apartments',
      nalwala: 'plumber',
      'bijli wala': 'electrician',
      rangai: 'house-painting',
      mistri: 'carpenter',
      'packers and movers': 'freight-logistics',
      termite: 'pest-control',
      mehndi: 'mehndi-artists',
    } as const;
    for (const [word, id] of Object.entries(wanted)) {
      expect([word, everydayCategoryWords.get(word) ?? []]).toEqual([
        word,
        expect.arrayContaining([id]),
      ]);
    }
  });

  it('adds synonym sets of its own: none repeats a set of synonyms.ts or itself', () => {
    const existing = synonymSets.map((set) => new Set(set));
    for (const set of everydaySynonymSets) {
      expect(set.length).toBeGreaterThan(1);
      expect(new Set(set).size).toBe(set.length);
      const repeats = existing.some((known) => set.every((term) => known.has(term)));
      expect([set, repeats]).toEqual([set, false]);
    }
    // Nor is one of its sets inside another.
    for (const [i, set] of everydaySynonymSets.entries()) {
      const inside = everydaySynonymSets.some(
        (other, j) => j !== i && set.every((term) => other.includes(term)),
      );
      expect([set, inside]).toEqual([set, false]);
    }
  });

  it('widens a search together with synonyms.ts, through the same tsquery code', () => {
    const synonyms = synonymMap([...synonymSets, ...everydaySynonymSets]);
    expect(toTsQuery('bhindi', synonyms)).toBe('(bhindi:* | ladyfinger | okra | bhendi | bhindee)');
    expect(toTsQuery('2bhk flat', synonyms)).toBe(
      '(2bhk | (2 <-> bhk) | (two <-> bhk)) & (flat:* | apartment)',
    );
    expect(toTsQuery('cheeni 5 kg', synonyms, { anyWord: true })).toBe(
      '(cheeni | chini | shakkar | sugar) | 5 | kg',
    );
  });

  it('names a node outright only with words that point at one', () => {
    for (const word of everydayNodeNames)
      expect([word, everydayCategoryWords.has(word)]).toEqual([word, true]);
  });
});
