import type { TaxonomyNodeLink } from '@matchbazaar/contracts';
import { type CategoryGuess } from '@matchbazaar/matching';
import { findCategory, findGroup, taxonomy } from '@matchbazaar/taxonomy';

// The reading of a query lives in libs/matching/src/query/understand.ts, shared with the worker's
// saved-search alerts so both read the words alike; what only the search's answer needs is here.
export {
  asTyped,
  columnOf,
  understand,
  withEverydayWords,
  type Understanding,
} from '@matchbazaar/matching';

/** Every subgroup by id (ids are unique across the tree). */
const subgroups = new Map(taxonomy.flatMap((g) => g.subgroups).map((s) => [s.id, s]));
/** Where a taxonomy node's page is. */
export function nodeLink(guess: Pick<CategoryGuess, 'id' | 'level' | 'label'>): TaxonomyNodeLink {
  if (guess.level === 'category') return { ...guess, path: `/marketplace/category/${guess.id}` };
  if (guess.level === 'group') return { ...guess, path: `/marketplace/${guess.id}` };
  return { ...guess, path: `/marketplace/${subgroups.get(guess.id)?.groupId ?? ''}/${guess.id}` };
}

/** The name of the group or subgroup a node sits in ("Laptops" in "Computers"), if any. */
export function parentLabel(node: Pick<CategoryGuess, 'id' | 'level'>): string | null {
  if (node.level === 'group') return null;
  if (node.level === 'subgroup')
    return findGroup(subgroups.get(node.id)?.groupId ?? '')?.label ?? null;
  return subgroups.get(findCategory(node.id)?.subgroupId ?? '')?.label ?? null;
}
