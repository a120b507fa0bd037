import { z } from 'zod';
import { displayName } from '@matchbazaar/taxonomy';
import { answerSchema } from '../api.js';
import { savedSearchesMessages as m } from '../messages/saved-searches.js';
import { listingConditions } from './listing.js';
import { currencies } from './amounts.js';
import { listingSearchQuerySchema, type ListingSearchQuery } from './search.js';

/**
 * Saved searches (docs/product/matching.md, "Saved searches"): a signed-in user keeps a search of
 * the catalogue (its words and filters, never its order or page) and chooses its alerts. The
 * query is the listing search's own (GET /api/v1/listings/search, catalogue/search.ts), parsed by
 * the same schema, so a saved search means exactly what the search meant when it was saved.
 */

export const savedSearchLimits = {
  /** Saved searches one user may keep. */
  perUser: 25,
  nameLength: 80,
} as const;

/** What a saved search searches: listings for now; requirements can join with their own query. */
export const savedSearchKinds = ['listings'] as const;
export type SavedSearchKind = (typeof savedSearchKinds)[number];

/** instant: a notification per new match; daily: new matches wait for the daily mail; off: none. */
export const savedSearchAlerts = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof savedSearchAlerts)[number];

/** The listing search's filters a saved search keeps, in the order they are described. */
export const savedListingQueryKeys = [
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
  'near',
  'radiusKm',
  'shop',
] as const;

/** A saved listing query as stored (jsonb) and answered: the search's parsed filters. */
export const savedListingFiltersSchema = z
  .object({
    q: z.string().optional(),
    group: z.string().optional(),
    subgroup: z.string().optional(),
    category: z.string().optional(),
    minPrice: z.number().optional(),
    maxPrice: z.number().optional(),
    currency: z.enum(currencies).optional(),
    condition: z.enum(listingConditions).optional(),
    deals: z.literal(true).optional(),
    city: z.string().optional(),
    near: z.tuple([z.number(), z.number()]).optional(),
    radiusKm: z.number().optional(),
    shop: z.string().optional(),
  })
  .strip();
export type SavedListingFilters = z.infer<typeof savedListingFiltersSchema>;

/**
 * The filters of a parsed listing search, as a saved search keeps them: no order, cursor or page
 * size; no empty words; deals only when asked; the radius only with a point (it means nothing
 * without one, and the search's default would otherwise make two equal searches differ).
 */
export function savedListingQueryOf(query: ListingSearchQuery): SavedListingFilters {
  const saved: SavedListingFilters = {};
  const q = query.q?.replace(/\s+/g, ' ').trim();
  if (q) saved.q = q;
  if (query.group) saved.group = query.group;
  if (query.subgroup) saved.subgroup = query.subgroup;
  if (query.category) saved.category = query.category;
  if (query.minPrice !== undefined) saved.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) saved.maxPrice = query.maxPrice;
  if (query.currency) saved.currency = query.currency;
  if (query.condition) saved.condition = query.condition;
  if (query.deals) saved.deals = true;
  if (query.city) saved.city = query.city;
  if (query.near) {
    saved.near = query.near;
    saved.radiusKm = query.radiusKm;
  }
  if (query.shop) saved.shop = query.shop.toLowerCase();
  return saved;
}

/**
 * The key two saved searches are "the same search" by (unique per user): the filters in a fixed
 * order, words and city compared without case or extra spaces, as the search compares them.
 */
export function savedQueryKey(query: SavedListingFilters): string {
  const parts = savedListingQueryKeys.flatMap((key) => {
    const value = query[key];
    if (value === undefined) return [];
    const text =
      key === 'q' || key === 'city'
        ? String(value).toLowerCase().replace(/\s+/g, ' ').trim()
        : value;
    return [[key, text]];
  });
  return JSON.stringify(parts);
}

/** The saved query as the search's URL parameters: the browse page opens with them. */
export function savedQueryParams(query: SavedListingFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of savedListingQueryKeys) {
    const value = query[key];
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}

const money = (amount: number, currency: string | undefined) =>
  currency
    ? new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }).format(amount)
    : String(amount);

/** The filters in words, one phrase each, for the dashboard's list. */
export function describeSavedQuery(query: SavedListingFilters): string[] {
  const parts: string[] = [];
  if (query.q) parts.push(m.words(query.q));
  const narrowest = query.category ?? query.subgroup ?? query.group;
  if (narrowest) parts.push(displayName(narrowest));
  const { minPrice: low, maxPrice: high, currency } = query;
  if (low !== undefined && high !== undefined)
    parts.push(m.priceBetween(money(low, currency), money(high, currency)));
  else if (low !== undefined) parts.push(m.priceFrom(money(low, currency)));
  else if (high !== undefined) parts.push(m.priceUpTo(money(high, currency)));
  else if (currency) parts.push(m.currencyOnly(currency));
  if (query.condition) parts.push(m.conditions[query.condition] ?? query.condition);
  if (query.deals) parts.push(m.dealsOnly);
  if (query.city) parts.push(m.inCity(query.city));
  if (query.near) parts.push(m.nearPoint(query.radiusKm ?? 0));
  if (query.shop) parts.push(m.oneShop);
  return parts.length > 0 ? parts : [m.noFilters];
}

/** The name a saved search gets when none is given: its words, else its category, and place. */
export function defaultSavedSearchName(query: SavedListingFilters): string {
  const narrowest = query.category ?? query.subgroup ?? query.group;
  const what = query.q ?? (narrowest ? displayName(narrowest) : m.allListings);
  const name = query.city ? m.nameWithPlace(what, query.city) : what;
  return name.length > savedSearchLimits.nameLength
    ? `${name.slice(0, savedSearchLimits.nameLength - 1).trimEnd()}…`
    : name;
}

const nameSchema = z
  .string({ error: m.nameInvalid })
  .max(savedSearchLimits.nameLength * 4, { error: m.nameInvalid, abort: true })
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, m.nameInvalid).max(savedSearchLimits.nameLength, m.nameInvalid));

const alertSchema = z.enum(savedSearchAlerts, { error: m.alertInvalid });

/** POST /api/v1/saved-searches: the search as the listing search takes it (its URL's values). */
export const createSavedSearchSchema = z.object({
  name: nameSchema.optional(),
  kind: z.enum(savedSearchKinds, { error: m.kindInvalid }).default('listings'),
  query: z
    .unknown()
    .refine((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
      message: m.queryRequired,
      abort: true,
    })
    .pipe(listingSearchQuerySchema),
  alert: alertSchema.default('instant'),
});
export type CreateSavedSearch = z.infer<typeof createSavedSearchSchema>;

/** PATCH /api/v1/saved-searches/:id: a new name, a new alert choice, or both. */
export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), alert: alertSchema.optional() })
  .refine((value) => value.name !== undefined || value.alert !== undefined, m.nothingToChange);
export type UpdateSavedSearch = z.infer<typeof updateSavedSearchSchema>;

export const savedSearchIdSchema = z.uuid({ error: m.notFound });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(savedSearchKinds),
  query: savedListingFiltersSchema,
  alert: z.enum(savedSearchAlerts),
  /** Listings that matched since its owner last opened its results. */
  newHits: z.number().int(),
  lastAlertedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesAnswerSchema = answerSchema(
  z.object({ items: z.array(savedSearchSchema), max: z.number().int() }),
);
export type SavedSearchesAnswer = z.infer<typeof savedSearchesAnswerSchema>;

export const savedSearchAnswerSchema = answerSchema(z.object({ savedSearch: savedSearchSchema }));
export type SavedSearchAnswer = z.infer<typeof savedSearchAnswerSchema>;
