/** What kind of search a labeled query stands for (docs/benchmarks/search-quality.md). */
export const queryKinds = [
  'category',
  'everyday',
  'hinglish',
  'attribute',
  'natural-language',
  'exact-word',
  'plural',
  'typo',
  'us-indian-english',
  'filters-in-words',
  'should-find-nothing',
] as const;
export type QueryKind = (typeof queryKinds)[number];

/** 3: exactly what the query asks; 2: relevant; 1: marginal. Listings not judged are 0. */
export type Grade = 1 | 2 | 3;

/** A judged listing: its index in buildDemoCatalogue's `listings`, its title (checked), its grade. */
export type Judged = readonly [index: number, title: string, grade: Grade];

/** A query as a buyer types it, with the demo listings graded for it by reading them. */
export interface LabeledQuery {
  q: string;
  kind: QueryKind;
  /** Why the grades are what they are, where that is not plain from the query. */
  note?: string;
  /** Empty for a query the catalogue holds nothing for: the right answer is no results. */
  judged: readonly Judged[];
}
