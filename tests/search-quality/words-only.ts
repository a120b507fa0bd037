// The words-only baseline: how many of the query's words a listing holds, nothing cleverer.
import type { Ranker, SearchableListing } from './searchable-listing.ts';

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Ranks listings by how many distinct query words (lower-cased, split on anything not a letter
 * or digit) occur among the words of the title, description and category label; ties go to the
 * lower catalogue index, and a listing sharing no word is not returned.
 */
export function wordsOnlyRanker(listings: readonly SearchableListing[], k: number): Ranker {
  const documents = listings.map((listing) => ({
    index: listing.index,
    words: new Set(wordsOf(`${listing.title} ${listing.description} ${listing.category}`)),
  }));
  return (q) => {
    const query = [...new Set(wordsOf(q))];
    const scored = documents
      .map((doc) => ({
        index: doc.index,
        hits: query.filter((word) => doc.words.has(word)).length,
      }))
      .filter((doc) => doc.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.index - b.index);
    return Promise.resolve(scored.slice(0, k).map((doc) => doc.index));
  };
}
