/** Where the web app serves category icons; every category id has a file there. */
export const categoryIconDirectory = '/icons/categories';

/** The icon for ids without one of their own. */
export const defaultCategoryIconPath = `${categoryIconDirectory}/default.svg`;

// Only plain slugs become file names, so a hostile id can never point elsewhere.
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The icon of a category (or of a group or subgroup, which have icons too). Any slug gets its own
 * path: servers answer ids without a file with the default icon, so callers need no lookup.
 */
export function categoryIconPath(id: string): string {
  return slug.test(id) ? `${categoryIconDirectory}/${id}.svg` : defaultCategoryIconPath;
}

/** Where the web app serves the subgroups' cover drawings (one per subgroup, and a default). */
export const subgroupCoverDirectory = '/images/listings';

/** A subgroup's cover drawing: the picture of a post that has no photo of its own. */
export function subgroupCoverPath(subgroupId: string): string {
  return `${subgroupCoverDirectory}/${slug.test(subgroupId) ? subgroupId : 'default'}.svg`;
}
