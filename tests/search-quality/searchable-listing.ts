/** A demo listing as the baselines index it: its catalogue index and its words. */
export interface SearchableListing {
  index: number;
  title: string;
  description: string;
  /** The category's label, as the catalogue shows it ("Fresh Vegetables"). */
  category: string;
}

/** A system under test: the catalogue indices it ranks first for a query, best first. */
export type Ranker = (q: string) => Promise<number[]>;
