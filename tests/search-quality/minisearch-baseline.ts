// The full-text baseline: MiniSearch with its default options over title, description, category.
import MiniSearch from 'minisearch';
import type { Ranker, SearchableListing } from './searchable-listing.ts';

/** BM25 ranking as MiniSearch ships it (OR of the terms, no fuzzy or prefix matching). */
export function miniSearchRanker(listings: readonly SearchableListing[], k: number): Ranker {
  const index = new MiniSearch<SearchableListing>({
    idField: 'index',
    fields: ['title', 'description', 'category'],
  });
  index.addAll(listings);
  return (q) =>
    Promise.resolve(
      index
        .search(q)
        .slice(0, k)
        .map((hit) => hit.id as number),
    );
}
