import type { SearchParams } from '../api/catalogue-api';

/** The kinds of posts a results view lists. */
export type ResultKind = 'offers' | 'requests';

/** The URL parameters a results view reads: a link to the view reproduces it. */
export const filterKeys = [
  'q',
  'group',
  'subgroup',
  'category',
  'minPrice',
  'maxPrice',
  'currency',
  'condition',
  'deals',
  'city',
  'urgency',
  'sort',
] as const;
export type FilterKey = (typeof filterKeys)[number];

/** What a page fixes for its results (a category screen its category, a shop its id). */
export type FixedFilters = Partial<Record<FilterKey | 'shop', string>>;

const offersOnly: readonly FilterKey[] = ['condition', 'deals'];
const requestsOnly: readonly FilterKey[] = ['urgency'];

/** The API query for a kind: the URL's filters that apply to it, then what the page fixes. */
export function apiParams(
  kind: ResultKind,
  url: URLSearchParams,
  fixed: FixedFilters,
): SearchParams {
  const params: SearchParams = {};
  for (const key of filterKeys) {
    if (kind === 'offers' && requestsOnly.includes(key)) continue;
    if (kind === 'requests' && offersOnly.includes(key)) continue;
    const value = url.get(key)?.trim();
    if (value) params[key] = value;
  }
  // A price range means nothing without its currency: the API would refuse it.
  if ((params.minPrice || params.maxPrice) && !params.currency) params.currency = 'INR';
  if (params.sort && !sortsOf(kind).includes(params.sort)) delete params.sort;
  return { ...params, ...fixed };
}

/** The sorts a kind offers, first the default. */
export function sortsOf(kind: ResultKind): readonly string[] {
  return kind === 'offers'
    ? ['relevance', 'newest', 'price_asc', 'price_desc', 'ending_soon', 'discount']
    : ['relevance', 'newest', 'budget_asc', 'budget_desc', 'needed_soon'];
}

/** The URL after one filter changes: the cursor-free view, other filters kept. */
export function withFilter(
  url: URLSearchParams,
  key: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(url);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

/** How many filters the person set (the mobile "Filters (2)" button). */
export function activeFilterCount(url: URLSearchParams): number {
  return filterKeys.filter((key) => key !== 'q' && key !== 'sort' && url.get(key)).length;
}
