import { z } from 'zod';
import { findCategory, findGroup, taxonomy } from '@matchbazaar/taxonomy';
import { requirementUrgencies } from './requirement.js';
import { catalogueMessages as m } from '../messages/catalogue.js';
import { listingCardSchema, listingConditions } from './listing.js';
import { currencySchema } from './money.js';
import { cityFilterSchema, cursorSchema, pageLimitSchema, queryText } from './post-requests.js';
import { requirementCardSchema } from './requirement.js';

/**
 * GET /api/v1/listings/search, /requirements/search and /search/suggest
 * (docs/product/marketplace.md, search): free text, filters, sorts, facets.
 */

export const searchLimits = {
  queryLength: 200,
  /** Totals are counted exactly up to here, then shown as "10,000+". */
  exactTotal: 10_000,
  maxRadiusKm: 500,
  defaultRadiusKm: 25,
} as const;

const flag = z
  .enum(['true', 'false'], { error: m.searchDealsFlagInvalid })
  .transform((value) => value === 'true');

/**
 * A price bound as the query's digits: `?minPrice=` with nothing after it is a 400, not a bound
 * of 0 (a coerced number reads empty text as 0).
 */
const wholeAmount = z
  .string({ error: m.searchPriceInvalid })
  .regex(/^\d{1,13}$/, m.searchPriceInvalid)
  .transform(Number)
  .pipe(z.number().max(1_000_000_000_000, m.searchPriceInvalid));

const near = z
  .string({ error: m.searchNearInvalid })
  .max(60, { error: m.searchNearInvalid, abort: true })
  .regex(/^-?\d{1,2}(\.\d{1,8})?,-?\d{1,3}(\.\d{1,8})?$/, m.searchNearInvalid)
  .transform((value) => value.split(',').map(Number) as [number, number])
  .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, m.searchNearInvalid);

/** The filters both kinds share; a price range is in major units of `currency`. */
const commonFilters = {
  q: queryText(searchLimits.queryLength, m.searchQueryInvalid).optional(),
  group: z
    .string({ error: m.searchGroupInvalid })
    .max(60, { error: m.searchGroupInvalid, abort: true })
    .refine((id) => findGroup(id) !== undefined, m.searchGroupInvalid)
    .optional(),
  subgroup: z
    .string({ error: m.searchSubgroupInvalid })
    .max(60, { error: m.searchSubgroupInvalid, abort: true })
    .regex(/^[a-z0-9-]+$/, m.searchSubgroupInvalid)
    .optional(),
  category: z
    .string({ error: m.searchCategoryInvalid })
    .max(60, { error: m.searchCategoryInvalid, abort: true })
    .refine((id) => findCategory(id) !== undefined, m.searchCategoryInvalid)
    .optional(),
  minPrice: wholeAmount.optional(),
  maxPrice: wholeAmount.optional(),
  currency: currencySchema.optional(),
  city: cityFilterSchema.optional(),
  near: near.optional(),
  radiusKm: z.coerce
    .number({ error: m.searchRadiusInvalid })
    .int(m.searchRadiusInvalid)
    .min(1, m.searchRadiusInvalid)
    .max(searchLimits.maxRadiusKm, m.searchRadiusInvalid)
    .default(searchLimits.defaultRadiusKm),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
};

type CommonFilters = {
  subgroup?: string | undefined;
  group?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  currency?: string | undefined;
  near?: [number, number] | undefined;
  sort: string;
};

/** The rules across fields, each naming the field a person would fix. */
function crossChecks(query: CommonFilters, ctx: z.RefinementCtx) {
  if (query.subgroup) {
    // Within the chosen group, or any group's when none is chosen.
    const groups = query.group ? taxonomy.filter((g) => g.id === query.group) : taxonomy;
    const known = groups.some((g) => g.subgroups.some((sub) => sub.id === query.subgroup));
    if (!known)
      ctx.addIssue({ code: 'custom', message: m.searchSubgroupInvalid, path: ['subgroup'] });
  }
  const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
  if (priced && !query.currency)
    ctx.addIssue({ code: 'custom', message: m.searchCurrencyRequired, path: ['currency'] });
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  )
    ctx.addIssue({ code: 'custom', message: m.searchPriceInvalid, path: ['minPrice'] });
  if (query.sort === 'distance' && !query.near)
    ctx.addIssue({ code: 'custom', message: m.searchDistanceNeedsNear, path: ['near'] });
}

export const listingSorts = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'distance',
  'ending_soon',
  'discount',
] as const;
export type ListingSort = (typeof listingSorts)[number];

export const listingSearchQuerySchema = z
  .object({
    ...commonFilters,
    condition: z.enum(listingConditions, { error: m.conditionInvalid }).optional(),
    deals: flag.optional(),
    shop: z.uuid({ error: m.searchShopInvalid }).optional(),
    sort: z.enum(listingSorts, { error: m.sortInvalid }).default('relevance'),
  })
  .superRefine(crossChecks);
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

export const requirementSorts = [
  'relevance',
  'newest',
  'budget_asc',
  'budget_desc',
  'distance',
  'needed_soon',
] as const;
export type RequirementSort = (typeof requirementSorts)[number];

export const requirementSearchQuerySchema = z
  .object({
    ...commonFilters,
    urgency: z.enum(requirementUrgencies, { error: m.urgencyInvalid }).optional(),
    sort: z.enum(requirementSorts, { error: m.sortInvalid }).default('relevance'),
  })
  .superRefine(crossChecks);
export type RequirementSearchQuery = z.infer<typeof requirementSearchQuerySchema>;

const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;

/** Counts for the current query: what each further filter would leave. */
export const searchFacetsSchema = z.object({
  groups: z.array(facetCountSchema),
  subgroups: z.array(facetCountSchema),
  categories: z.array(facetCountSchema),
  /** `value` is "min-max" in major units of `currency` ("10000-" for open-ended). */
  priceBuckets: z.array(facetCountSchema.extend({ currency: currencySchema })),
  conditions: z.array(facetCountSchema),
  cities: z.array(facetCountSchema),
  /**
   * True when more posts matched than the facets count: each count is then its share of the
   * first matches applied to the total, an estimate to show as one ("about 1,200").
   */
  estimated: z.boolean(),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/**
 * What the search read from the words typed, each shown as a chip the buyer can remove (removing
 * one searches the words without `source`): docs/product/search-understanding.md.
 */
export const searchReadingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    source: z.string(),
    min: z.number().optional(),
    max: z.number().optional(),
    currency: currencySchema,
  }),
  z.object({ kind: z.literal('currency'), source: z.string(), currency: currencySchema }),
  z.object({ kind: z.literal('city'), source: z.string(), city: z.string() }),
  z.object({
    kind: z.literal('condition'),
    source: z.string(),
    condition: z.enum(listingConditions),
  }),
  z.object({
    kind: z.literal('quantity'),
    source: z.string(),
    amount: z.number(),
    unit: z.string(),
  }),
]);
export type SearchReading = z.infer<typeof searchReadingSchema>;

/** How a search with nothing for its words found something after all, one step at a time. */
export const searchRelaxations = ['spelling', 'fewer-words', 'meaning', 'category'] as const;
export type SearchRelaxation = (typeof searchRelaxations)[number];

const taxonomyNodeSchema = z.object({
  id: z.string(),
  label: z.string(),
  level: z.enum(['group', 'subgroup', 'category']),
  /** Where it opens: /marketplace/... */
  path: z.string(),
});
export type TaxonomyNodeLink = z.infer<typeof taxonomyNodeSchema>;

/** What the search understood of the words: on a first page with words only. */
export const searchUnderstandingSchema = z.object({
  /** The words the results are for when not the words typed (a spelling repaired, a word left out). */
  showing: z.string().nullable(),
  /** How the search widened when the words as typed found nothing; null when it did not. */
  relaxed: z.enum(searchRelaxations).nullable(),
  /** A repaired spelling to offer when the words as typed found too little. */
  didYouMean: z.string().nullable(),
  readings: z.array(searchReadingSchema),
  /** The category the words name or most likely mean: the "Browse <category>" chip. */
  category: taxonomyNodeSchema.nullable(),
  /** The recorded search's id, for reporting which result was opened; null when not recorded. */
  searchId: z.string().nullable(),
});
export type SearchUnderstanding = z.infer<typeof searchUnderstandingSchema>;

const searchPage = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({
      items: z.array(item),
      nextCursor: z.string().nullable(),
      // The total and the facets describe the whole search, so only its first page (no cursor)
      // carries them: a later page would count the same matches again to repeat them.
      /** Exact up to searchLimits.exactTotal; beyond it the total is that number, estimated. */
      total: z.number().int().optional(),
      totalIsEstimate: z.boolean().optional(),
      /** Exact over the first 2,000 matches; beyond, that sample's shares of the total (`estimated`). */
      facets: searchFacetsSchema.optional(),
      understanding: searchUnderstandingSchema.optional(),
      /**
       * When the words found only a few posts: more from their main category, nearest in meaning
       * to them, shown after the results ("More in Sarees"). First page with words only.
       */
      related: z.object({ category: taxonomyNodeSchema, items: z.array(item) }).optional(),
    }),
  });

export const listingSearchAnswerSchema = searchPage(listingCardSchema);
export type ListingSearchAnswer = z.infer<typeof listingSearchAnswerSchema>;
export const requirementSearchAnswerSchema = searchPage(requirementCardSchema);
export type RequirementSearchAnswer = z.infer<typeof requirementSearchAnswerSchema>;

export const suggestQuerySchema = z.object({
  q: queryText(100, m.searchQueryInvalid).pipe(z.string().min(1, m.searchQueryInvalid)),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export const suggestAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** `parent`: the group or subgroup it sits in ("Laptops in Computers"). */
    categories: z.array(taxonomyNodeSchema.extend({ parent: z.string().nullable() })),
    titles: z.array(z.object({ id: z.string(), title: z.string() })),
  }),
});
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;
