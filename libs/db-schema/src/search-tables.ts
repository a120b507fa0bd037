/**
 * The catalogue search's own tables (docs/product/matching.md): operators edit the synonyms
 * through the BFF, whose search SQL expands queries with them (no entity); the worker's matching
 * and saved-search alerts read them to match words the way the search does. Keys are the names
 * the code uses; values PostgreSQL's.
 */
import type { TableSchema } from './table-schema.js';

/** A search term and the words that mean the same. */
export const searchSynonymTable = {
  name: 'search_synonym',
  columns: { term: 'term', synonyms: 'synonyms' },
} as const satisfies TableSchema;
