// The labeled set: every query the search-quality bench asks, by kind.
import type { LabeledQuery } from './labeled-query.ts';
import { attributeQueries } from './queries/attribute.ts';
import { categoryQueries } from './queries/category.ts';
import { everydayQueries } from './queries/everyday.ts';
import { exactWordQueries } from './queries/exact-word.ts';
import { filtersInWordsQueries } from './queries/filters-in-words.ts';
import { hinglishQueries } from './queries/hinglish.ts';
import { naturalLanguageQueries } from './queries/natural-language.ts';
import { pluralQueries } from './queries/plural.ts';
import { shouldFindNothingQueries } from './queries/should-find-nothing.ts';
import { typoQueries } from './queries/typo.ts';
import { usIndianEnglishQueries } from './queries/us-indian-english.ts';

export const labeledQueries: readonly LabeledQuery[] = [
  ...categoryQueries,
  ...everydayQueries,
  ...hinglishQueries,
  ...attributeQueries,
  ...naturalLanguageQueries,
  ...exactWordQueries,
  ...pluralQueries,
  ...typoQueries,
  ...usIndianEnglishQueries,
  ...filtersInWordsQueries,
  ...shouldFindNothingQueries,
];
