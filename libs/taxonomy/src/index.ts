// The category taxonomy of docs/product/taxonomy.md, shared by the BFF and the web app.
export type { Category, CategoryGroup, Subgroup } from './types.js';
export {
  allCategories,
  categoriesOf,
  displayName,
  findCategory,
  findGroup,
  findSubgroup,
  subgroupForCategory,
  taxonomy,
} from './taxonomy.js';
export { titleCase } from './display-name.js';
export {
  categoryIconDirectory,
  categoryIconPath,
  defaultCategoryIconPath,
  subgroupCoverDirectory,
  subgroupCoverPath,
} from './icons.js';
