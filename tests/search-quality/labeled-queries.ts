// The labeled set: every query the search-quality bench asks, by kind.
import type { LabeledQuery } from './labeled-query.ts';
import { categoryQueries } from './queries/category.ts';
import { everydayQueries } from './queries/everyday.ts';
import { hinglishQueries } from './queries/hinglish.ts';

export const labeledQueries: readonly LabeledQuery[] = [
  ...categoryQueries,
  ...everydayQueries,
  ...hinglishQueries,
];
