import { categoryDefinitions } from './categories.js';
import { titleCase } from './display-name.js';
import { groupDefinitions } from './groups.js';
import type { Category, CategoryGroup, Subgroup } from './types.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * The whole tree in its set order (docs/product/taxonomy.md): 15 groups, their subgroups, their
 * categories. Frozen.
 */
export const taxonomy: readonly CategoryGroup[] = deepFreeze(
  groupDefinitions.map((group): CategoryGroup => {
    const categoriesBySubgroup: Readonly<Record<string, readonly string[]>> =
      categoryDefinitions[group.id];
    return {
      id: group.id,
      label: group.label,
      defaultSubgroupId: group.defaultSubgroup,
      subgroups: group.subgroups.map((subgroup): Subgroup => ({
        id: subgroup.id,
        label: subgroup.label,
        groupId: group.id,
        categories: (categoriesBySubgroup[subgroup.id] ?? []).map((id): Category => ({
          id,
          label: titleCase(id),
          groupId: group.id,
          subgroupId: subgroup.id,
        })),
      })),
    };
  }),
);

// Lookups in the other direction (id -> node), built once.
const groupsById = new Map(taxonomy.map((group) => [group.id, group]));
const subgroupsById = new Map(
  taxonomy.flatMap((group) => group.subgroups.map((subgroup) => [subgroup.id, subgroup] as const)),
);
const categoriesById = new Map(
  taxonomy.flatMap((group) =>
    group.subgroups.flatMap((subgroup) =>
      subgroup.categories.map((category) => [category.id, category] as const),
    ),
  ),
);

/** Every category of the tree, group by group in the set order. */
export const allCategories: readonly Category[] = Object.freeze([...categoriesById.values()]);

export function findGroup(groupId: string): CategoryGroup | undefined {
  return groupsById.get(groupId);
}

/** The subgroup, only when it belongs to that group. */
export function findSubgroup(groupId: string, subgroupId: string): Subgroup | undefined {
  const subgroup = subgroupsById.get(subgroupId);
  return subgroup?.groupId === groupId ? subgroup : undefined;
}

export function findCategory(categoryId: string): Category | undefined {
  return categoriesById.get(categoryId);
}

/**
 * The subgroup a category sits in. A category the group does not map (unknown, or mapped in another
 * group) falls back to that group's default subgroup, as docs/product/taxonomy.md says. Without a
 * group, an unknown category has no subgroup.
 */
export function subgroupForCategory(categoryId: string, groupId?: string): Subgroup | undefined {
  const category = categoriesById.get(categoryId);
  if (groupId === undefined) {
    return category && findSubgroup(category.groupId, category.subgroupId);
  }
  const group = groupsById.get(groupId);
  if (!group) return undefined;
  if (category?.groupId === groupId) return findSubgroup(groupId, category.subgroupId);
  return findSubgroup(groupId, group.defaultSubgroupId);
}

/** The categories of a group, or of one of its subgroups; empty for ids that do not exist. */
export function categoriesOf(groupId: string, subgroupId?: string): readonly Category[] {
  if (subgroupId !== undefined) return findSubgroup(groupId, subgroupId)?.categories ?? [];
  return groupsById.get(groupId)?.subgroups.flatMap((subgroup) => subgroup.categories) ?? [];
}

/**
 * What to show for an id: a group's or subgroup's set label ('Agriculture & Food'), a category's
 * name, or for an id the tree does not know, its title-cased form.
 */
export function displayName(id: string): string {
  return (
    groupsById.get(id)?.label ??
    subgroupsById.get(id)?.label ??
    categoriesById.get(id)?.label ??
    titleCase(id)
  );
}
