/**
 * Which leaf categories a seller's words mean, best first, for the posting forms' category picker:
 * the catalogue search's understanding of words (synonyms, everyday and Hindi words, typical
 * products), then the names as typed, then names one or two letters off. Pure and quick: a few
 * map reads and at most a few thousand short comparisons per keystroke.
 */
import { guessLeafCategories, singular, type LeafGuess } from '@matchbazaar/matching/query';
import { allCategories, displayName, type Category } from '@matchbazaar/taxonomy';

/** Nobody types more into a picker; the rest is not read. */
const MAX_CHARS = 200;
/** Words of the text read for the name and typo matches. */
const MAX_WORDS = 8;
/** A word longer than any category name's word cannot be a typo of one. */
const MAX_WORD_LETTERS = 32;

/** Lower case with accents folded, cut into letter-and-digit words. */
export function foldedWords(text: string, max = MAX_WORDS): string[] {
  const folded = text.slice(0, MAX_CHARS).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}

interface Searchable {
  category: Category;
  /** The category's, subgroup's and group's names, folded. */
  haystack: string;
  labelWords: readonly string[];
  /** The label's words and their singulars ('laptop' for a typo of it). */
  nearWords: readonly string[];
}

const searchable = new Map<string, Searchable>(
  allCategories.map((category) => [
    category.id,
    {
      category,
      haystack: foldedWords(
        `${category.label} ${displayName(category.subgroupId)} ${displayName(category.groupId)}`,
        64,
      ).join(' '),
      labelWords: foldedWords(category.label, 16),
      nearWords: [
        ...new Set(foldedWords(category.label, 16).flatMap((word) => [word, singular(word)])),
      ],
    },
  ]),
);

/** The number of edits from a to b, or max + 1 once it is sure to be more than max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many letters a word may be off by: one from four letters, two from five (-1: none). */
function allowedEdits(word: string): number {
  if (word.length > MAX_WORD_LETTERS || /\p{N}/u.test(word)) return -1;
  return word.length >= 5 ? 2 : word.length === 4 ? 1 : -1;
}

/** Categories whose names hold every typed word: label matches first, then by label. */
function nameMatches(words: readonly string[], options: readonly Category[]): Category[] {
  const ranked: { category: Category; rank: number }[] = [];
  for (const category of options) {
    const entry = searchable.get(category.id);
    if (!entry || !words.every((word) => entry.haystack.includes(word))) continue;
    const label = entry.labelWords.join(' ');
    const rank = label.startsWith(words.join(' '))
      ? 0
      : words.every((word) => label.includes(word))
        ? 1
        : 2;
    ranked.push({ category, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.category.label.localeCompare(b.category.label))
    .map((entry) => entry.category);
}

/**
 * Categories with a label word within a typo of a typed word: more such words first, then nearer.
 * A word some name holds as typed is no typo ('spices' is not 'spaces').
 */
function typoMatches(words: readonly string[], options: readonly Category[]): Category[] {
  const haystacks = options.flatMap((category) => searchable.get(category.id)?.haystack ?? []);
  const typed = [...new Set(words)].filter(
    (word) => allowedEdits(word) >= 0 && !haystacks.some((haystack) => haystack.includes(word)),
  );
  if (typed.length === 0) return [];
  const ranked: { category: Category; hits: number; edits: number }[] = [];
  for (const category of options) {
    const entry = searchable.get(category.id);
    if (!entry) continue;
    let hits = 0;
    let edits = 0;
    for (const word of typed) {
      // The shorter word sets the allowance: 'tomat' is not two edits from 'mat'.
      let nearest = Infinity;
      for (const labelWord of entry.nearWords) {
        const max = Math.min(allowedEdits(word), allowedEdits(labelWord));
        if (max < 0) continue;
        const distance = editDistance(word, labelWord, max);
        if (distance <= max) nearest = Math.min(nearest, distance);
      }
      if (nearest !== Infinity) {
        hits++;
        edits += nearest;
      }
    }
    if (hits > 0) ranked.push({ category, hits, edits });
  }
  return ranked
    .sort(
      (a, b) =>
        b.hits - a.hits || a.edits - b.edits || a.category.label.localeCompare(b.category.label),
    )
    .map((entry) => entry.category);
}

/**
 * The options the typed text means, best first, each once: the understood ones, then those whose
 * names hold the words, then those a typo away. All of them, as they are, for an empty text.
 */
export function rankCategories(text: string, options: readonly Category[]): Category[] {
  const words = foldedWords(text);
  if (words.length === 0) return [...options];
  const offered = new Map(options.map((category) => [category.id, category]));
  const ranked = new Map<string, Category>();
  const add = (category: Category | undefined) => {
    if (category && !ranked.has(category.id)) ranked.set(category.id, category);
  };
  for (const leaf of guessLeafCategories(text.slice(0, MAX_CHARS))) add(offered.get(leaf.id));
  for (const category of nameMatches(words, options)) add(category);
  for (const category of typoMatches(words, options)) add(category);
  return [...ranked.values()];
}

/** At most this many categories are suggested from a title. */
export const MAX_SUGGESTIONS = 3;
/** A suggestion scores at least this share of the best one: no weak tail after a sure one. */
const SUGGESTION_SHARE = 0.5;

/**
 * The leaf categories a post's title is about, best first: those it names, or those of a subgroup
 * it names; none for a title that names nothing known or only a whole group.
 */
export function suggestCategories(title: string, max = MAX_SUGGESTIONS): Category[] {
  const leaves: LeafGuess[] = guessLeafCategories(title.slice(0, MAX_CHARS)).filter(
    (leaf) => leaf.from !== 'group',
  );
  const best = leaves[0]?.score ?? 0;
  return leaves
    .filter((leaf) => leaf.score >= best * SUGGESTION_SHARE)
    .slice(0, max)
    .flatMap((leaf) => searchable.get(leaf.id)?.category ?? []);
}
