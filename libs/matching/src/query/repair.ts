/**
 * Spelling repair against the vocabulary the query is read with (taxonomy names in both numbers,
 * their other names, everyday words and synonym sets), for words the catalogue's titles do not
 * hold either: 'motercycle' is motorcycle, 'basmathi' basmati, even where no title says it. The
 * search asks this only after the words as typed and the titles' own spellings found nothing, so
 * a brand that looks like a word ('pulsar', 'pulses') is never taken for it.
 */
import { synonymSets } from '../synonyms.ts';
import { termIndex, termWords } from './term-index.ts';
import { everydaySynonymSets } from './vocabulary.ts';

/** Words shorter than this are not repaired: too many words are one letter from a short one. */
const MIN_LETTERS = 5;

/** Known single words by first letter: a typo rarely changes the first letter. */
const known: ReadonlyMap<string, readonly string[]> = (() => {
  const words = new Set<string>();
  const add = (phrase: string) => {
    for (const word of termWords(phrase)) if (word.length >= MIN_LETTERS - 1) words.add(word);
  };
  for (const phrase of termIndex.keys()) add(phrase);
  for (const set of [...synonymSets, ...everydaySynonymSets]) for (const term of set) add(term);
  const byLetter = new Map<string, string[]>();
  for (const word of words) {
    const list = byLetter.get(word[0]!) ?? [];
    list.push(word);
    byLetter.set(word[0]!, list);
  }
  return byLetter;
})();

/**
 * Edits between two words (insertions, deletions, substitutions and swaps of neighbours, each
 * one), or more than `max` as soon as that is certain.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The known word a typed word is most likely misspelt from, or null (known, short, or none near). */
export function repairWord(word: string): string | null {
  if (word.length < MIN_LETTERS || /\d/.test(word)) return null;
  const candidates = known.get(word[0]!) ?? [];
  if (candidates.includes(word)) return null;
  const max = word.length <= 6 ? 1 : 2;
  let found: string | null = null;
  let distance = max + 1;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate, Math.min(max, distance - 1));
    // The nearest; between equals, the first known (the sets' order is the data's).
    if (d < distance) {
      distance = d;
      found = candidate;
    }
  }
  return found;
}

/** The words with each misspelt one repaired, or null when none was. */
export function repairedText(text: string): string | null {
  const words = termWords(text);
  let changed = false;
  const repaired = words.map((word) => {
    const fixed = repairWord(word);
    if (fixed) changed = true;
    return fixed ?? word;
  });
  return changed ? repaired.join(' ') : null;
}
