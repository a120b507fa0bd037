/**
 * The leaf categories a query's guesses point at, for what only takes a leaf (the posting forms'
 * category picker): a category guess at its own score, the leaves of a subgroup or group guess
 * below it, since a broader node says less about which leaf is meant.
 */
import { allCategories, type Category } from '@matchbazaar/taxonomy';
import { type CategoryGuess, classifyQuery } from './classify.ts';
import type { NodeLevel } from './term-index.ts';

export interface LeafGuess {
  /** A leaf category's id. */
  id: string;
  label: string;
  /** 0..1 */
  score: number;
  /** The level of the guess it comes from: 'category' when the leaf itself was named. */
  from: NodeLevel;
  by: CategoryGuess['by'];
}

/** How much of a broader guess's score its leaves keep. */
export const leafShare: Readonly<Record<NodeLevel, number>> = {
  category: 1,
  subgroup: 0.8,
  group: 0.6,
};

/** Node id at each level -> its leaves (a category is its own only leaf). */
const leaves: Record<NodeLevel, Map<string, Category[]>> = {
  category: new Map(),
  subgroup: new Map(),
  group: new Map(),
};
for (const category of allCategories) {
  const ids: [NodeLevel, string][] = [
    ['category', category.id],
    ['subgroup', category.subgroupId],
    ['group', category.groupId],
  ];
  for (const [level, id] of ids) {
    const list = leaves[level].get(id) ?? [];
    list.push(category);
    leaves[level].set(id, list);
  }
}

const levelRank: Record<NodeLevel, number> = { category: 0, subgroup: 1, group: 2 };

/** Best first; at equal scores a named leaf before an expanded one, then by label. */
function better(a: LeafGuess, b: LeafGuess): number {
  return (
    b.score - a.score || levelRank[a.from] - levelRank[b.from] || a.label.localeCompare(b.label)
  );
}

/** Each leaf the guesses reach, once, at the best score any guess gives it. */
export function leafGuesses(guesses: readonly CategoryGuess[]): LeafGuess[] {
  const best = new Map<string, LeafGuess>();
  for (const guess of guesses) {
    const share = leafShare[guess.level];
    for (const category of leaves[guess.level].get(guess.id) ?? []) {
      const leaf: LeafGuess = {
        id: category.id,
        label: category.label,
        score: Math.round(guess.score * share * 1000) / 1000,
        from: guess.level,
        by: guess.by,
      };
      const known = best.get(leaf.id);
      if (!known || better(leaf, known) < 0) best.set(leaf.id, leaf);
    }
  }
  return [...best.values()].sort(better);
}

/** The leaf categories a text is about, best first (empty when it names nothing known). */
export function guessLeafCategories(text: string): LeafGuess[] {
  return leafGuesses(classifyQuery(text).guesses);
}
