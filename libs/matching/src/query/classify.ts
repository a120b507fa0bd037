/**
 * Which taxonomy nodes a query's words are about: whole names, names inside the query, synonyms,
 * everyday words, and at the weakest, words shared with a label. Pure lookups in maps built at
 * module load (term-index.ts); a query costs a few dozen map reads.
 */
import { displayName } from '@matchbazaar/taxonomy';
import { fillerWords } from './filler-words.ts';
import { singular } from './inflect.ts';
import {
  type NodeLevel,
  type TermEntry,
  labelWordIndex,
  maxTermWords,
  termIndex,
  termWords,
} from './term-index.ts';

export interface CategoryGuess {
  id: string;
  level: NodeLevel;
  label: string;
  /** 0..1 */
  score: number;
  by: 'name' | 'synonym' | 'everyday';
}

export interface Classification {
  /** Best first, at most 5. */
  guesses: CategoryGuess[];
  /** The whole remaining text names this taxonomy node ('fresh vegetables', 'houses for sale'). */
  named: CategoryGuess | null;
}

const MAX_GUESSES = 5;

/** Where or for whom ('tractor for my farm', 'laptop for college'): dropped when more is left. */
const contextWords = new Set([
  'home',
  'house',
  'family',
  'mother',
  'father',
  'college',
  'school',
  'office',
  'restaurant',
  'farm',
  'leaking',
  'fix',
  'repair',
  'while',
  'travel',
  'team',
  'startup',
  'big',
  'buttons',
  'look',
  'after',
  'learn',
]);

/** The words that say what is wanted, with and without the context words. */
function coreWords(words: readonly string[]): { core: string[]; withContext: string[] } {
  const withContext = words.filter((word) => !fillerWords.has(word));
  const focused = withContext.filter((word) => !contextWords.has(word));
  return { core: focused.length > 0 ? focused : withContext, withContext };
}

const wholeScore: Record<TermEntry['by'], number> = { name: 1, synonym: 0.9, everyday: 0.85 };

/** A phrase found inside the text: less than the whole, more when it covers more of it. */
function containedScore(by: TermEntry['by'], phraseWords: number, coverage: number): number {
  const base = by === 'name' ? 0.8 : by === 'synonym' ? 0.7 : phraseWords > 1 ? 0.7 : 0.6;
  return base * (0.7 + 0.3 * Math.min(1, coverage));
}

const levelRank: Record<NodeLevel, number> = { category: 0, subgroup: 1, group: 2 };
const byRank: Record<TermEntry['by'], number> = { name: 0, synonym: 1, everyday: 2 };

function better(a: CategoryGuess, b: CategoryGuess): number {
  return (
    b.score - a.score || byRank[a.by] - byRank[b.by] || levelRank[a.level] - levelRank[b.level]
  );
}

/** The nodes a phrase names, read also with its last word made singular ('tomatos'). */
function lookup(phrase: string): readonly TermEntry[] {
  const known = termIndex.get(phrase);
  if (known) return known;
  const space = phrase.lastIndexOf(' ');
  return termIndex.get(phrase.slice(0, space + 1) + singular(phrase.slice(space + 1))) ?? [];
}

export function classifyQuery(text: string): Classification {
  const words = termWords(text);
  const { core, withContext } = coreWords(words);
  const best = new Map<string, CategoryGuess>();
  const offer = (entry: TermEntry, score: number, by: TermEntry['by'] = entry.by) => {
    const rounded = Math.round(score * 1000) / 1000;
    const guess = {
      id: entry.id,
      level: entry.level,
      label: displayName(entry.id),
      score: rounded,
      by,
    };
    const known = best.get(entry.id);
    if (!known || better(guess, known) < 0) best.set(entry.id, guess);
  };

  // The whole text (or all of it that is not filler) names a node.
  const wholes = [...new Set([words, withContext, core].map((list) => list.join(' ')))].filter(
    Boolean,
  );
  for (const whole of wholes) {
    for (const entry of lookup(whole)) offer(entry, wholeScore[entry.by]);
  }
  const named = [...best.values()].sort(better)[0] ?? null;

  // Phrases inside it: the full words (for 'sarson ka tel') and the core (for 'paint house').
  const coreCount = Math.max(1, core.length);
  for (const list of [words, withContext]) {
    for (let n = Math.min(maxTermWords, list.length); n >= 1; n--) {
      for (let i = 0; i + n <= list.length; i++) {
        const phrase = list.slice(i, i + n).join(' ');
        const entries = lookup(phrase);
        if (entries.length === 0) continue;
        const phraseCore = list.slice(i, i + n).filter((word) => core.includes(word)).length;
        if (phraseCore === 0) continue;
        for (const entry of entries)
          offer(entry, containedScore(entry.by, n, phraseCore / coreCount));
      }
    }
  }

  // At the weakest, words a label holds ('organic' in Organic Grains).
  for (const word of new Set(core)) {
    for (const node of labelWordIndex.get(word) ?? []) {
      const entry: TermEntry = { id: node.id, level: node.level, by: 'name' };
      offer(entry, (0.45 / node.words) * (0.7 + 0.3 / coreCount));
    }
  }

  const guesses = [...best.values()].sort(better).slice(0, MAX_GUESSES);
  return { guesses, named };
}
