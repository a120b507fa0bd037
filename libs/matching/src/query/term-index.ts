/**
 * Every phrase that names a taxonomy node, built once at module load: the node's label in both
 * numbers, its synonyms (node-synonyms.ts) and the everyday words pointing at it (vocabulary.ts).
 * Phrases are folded words joined by single spaces, as searchWords() reads them.
 */
import { displayName, taxonomy } from '@matchbazaar/taxonomy';
import { phraseForms } from './inflect.ts';
import { nodeSynonyms } from './node-synonyms.ts';
import { MAX_QUERY_CHARS } from './tokens.ts';
import { everydayCategoryWords } from './vocabulary.ts';

export type NodeLevel = 'group' | 'subgroup' | 'category';
export type TermSource = 'name' | 'synonym' | 'everyday';

export interface TermEntry {
  id: string;
  level: NodeLevel;
  by: TermSource;
}

/** At most this many words of a query are read. */
const MAX_TERM_WORDS = 32;
const wordPattern = /[\p{L}\p{N}]{1,64}/gu;

/** Lower-case folded words, as searchWords() reads them but without its 8-word cap. */
export function termWords(text: string): string[] {
  if (typeof text !== 'string') return [];
  const folded = text
    .slice(0, MAX_QUERY_CHARS)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  return (folded.match(wordPattern) ?? []).slice(0, MAX_TERM_WORDS);
}

/** Every node of the taxonomy with its level. */
export const nodeLevels: ReadonlyMap<string, NodeLevel> = new Map(
  taxonomy.flatMap((group) => [
    [group.id, 'group' as const],
    ...group.subgroups.flatMap((subgroup) => [
      [subgroup.id, 'subgroup' as const] as const,
      ...subgroup.categories.map((category) => [category.id, 'category' as const] as const),
    ]),
  ]),
);

const sourceRank: Record<TermSource, number> = { name: 0, synonym: 1, everyday: 2 };

function build(): Map<string, TermEntry[]> {
  const index = new Map<string, TermEntry[]>();
  const add = (phrase: string, id: string, by: TermSource) => {
    const level = nodeLevels.get(id);
    const key = termWords(phrase).join(' ');
    if (!level || !key) return;
    for (const form of phraseForms(key)) {
      const list = index.get(form) ?? [];
      const known = list.find((entry) => entry.id === id);
      if (known && sourceRank[known.by] <= sourceRank[by]) continue;
      if (known) known.by = by;
      else list.push({ id, level, by });
      index.set(form, list);
    }
  };
  for (const id of nodeLevels.keys()) {
    // 'Agriculture & Food' reads as 'agriculture food', 'Lamps and Lighting' as it is.
    add(displayName(id), id, 'name');
  }
  for (const [id, phrases] of Object.entries(nodeSynonyms)) {
    for (const phrase of phrases) add(phrase, id, 'synonym');
  }
  for (const [phrase, ids] of everydayCategoryWords) {
    for (const id of ids) add(phrase, id, 'everyday');
  }
  return index;
}

/** Phrase -> the nodes it names. */
export const termIndex: ReadonlyMap<string, readonly TermEntry[]> = build();

/** The longest phrase of the index, in words. */
export const maxTermWords = Math.max(...[...termIndex.keys()].map((key) => key.split(' ').length));

// Label words too broad to point at a node on their own.
const broadWords = new Set([
  'and',
  'of',
  'for',
  'the',
  'by',
  'other',
  'items',
  'item',
  'products',
  'product',
  'services',
  'service',
  'supplies',
  'supply',
  'equipment',
  'general',
  'personal',
  'fresh',
  'traditional',
  'specialty',
  'premium',
  'free',
  'stuff',
  'type',
  'home',
  'care',
  'kits',
  'kit',
  'online',
  'smart',
  'sale',
]);

/** A label's words (both numbers) -> the nodes whose label holds it, for partial matches. */
export const labelWordIndex: ReadonlyMap<
  string,
  readonly { id: string; level: NodeLevel; words: number }[]
> = (() => {
  const index = new Map<string, { id: string; level: NodeLevel; words: number }[]>();
  for (const [id, level] of nodeLevels) {
    const words = termWords(displayName(id));
    for (const word of words) {
      if (broadWords.has(word) || word.length < 3) continue;
      for (const form of phraseForms(word)) {
        const list = index.get(form) ?? [];
        if (!list.some((entry) => entry.id === id)) list.push({ id, level, words: words.length });
        index.set(form, list);
      }
    }
  }
  return index;
})();

/** Whether a single word names something people buy ('car', 'fridge', 'bhindi'): 'old car' is used. */
export function isProductWord(word: string): boolean {
  const key = termWords(word).join(' ');
  return termIndex.has(key) || labelWordIndex.has(key);
}
