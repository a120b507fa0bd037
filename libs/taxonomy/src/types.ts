/** A leaf of the taxonomy: what a listing is about (`rice`, `apartments`, `electrician`). */
export interface Category {
  id: string;
  label: string;
  groupId: string;
  subgroupId: string;
}

/** The middle level (`dairy-proteins` in `agriculture-food`). */
export interface Subgroup {
  id: string;
  label: string;
  groupId: string;
  categories: readonly Category[];
}

/** A top group; `defaultSubgroupId` is where categories without a mapping of their own go. */
export interface CategoryGroup {
  id: string;
  label: string;
  defaultSubgroupId: string;
  subgroups: readonly Subgroup[];
}
