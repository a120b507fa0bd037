import { z } from 'zod';
import { currencies } from './catalogue/money.js';
import { listingsMessages } from './messages/listings.js';

/**
 * docs/product/marketplace.md: listings (a buyer's request or a seller's offer) and the listings
 * read API.
 */

export const listingTypes = ['buyer', 'seller'] as const;
export type ListingType = (typeof listingTypes)[number];
export const listingUrgencies = ['high', 'medium', 'low'] as const;
export type ListingUrgency = (typeof listingUrgencies)[number];

/** GET /api/v1/listings: how many listings one call may ask for. */
export const listingQueryLimits = { default: 10, max: 50 } as const;

export const listingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Major units of `currency` (dollars when it is absent); a budget's top for a requirement. */
  price: z.number().nonnegative(),
  /** The price's currency; absent means US dollars. */
  currency: z.enum(currencies).optional(),
  /** A category id of the taxonomy (`rice`, `apartments`). */
  category: z.string(),
  type: z.enum(listingTypes),
  imageUrl: z.string(),
  location: z.string().optional(),
  /** ISO 8601 instant. */
  postedDate: z.iso.datetime({ offset: true }),
  tags: z.array(z.string()),
  urgency: z.enum(listingUrgencies).optional(),
});
export type Listing = z.infer<typeof listingSchema>;

/** The query of GET /api/v1/listings: an optional type and a limit of 1 to 50 (10 by default). */
export const listingsQuerySchema = z.object({
  type: z.enum(listingTypes, { error: listingsMessages.invalidType }).optional(),
  limit: z.coerce
    .number({ error: listingsMessages.invalidLimit })
    .int({ error: listingsMessages.invalidLimit })
    .min(1, { error: listingsMessages.invalidLimit })
    .max(listingQueryLimits.max, { error: listingsMessages.invalidLimit })
    .default(listingQueryLimits.default),
});
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

export const listingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ listings: z.array(listingSchema) }),
});
export type ListingsResponse = z.infer<typeof listingsResponseSchema>;

// The taxonomy as GET /api/v1/listings/categories sends it (libs/taxonomy's types, as JSON;
// read-only like the frozen tree it comes from).
const categorySchema = z.object({
  id: z.string(),
  label: z.string(),
  groupId: z.string(),
  subgroupId: z.string(),
});
const subgroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  groupId: z.string(),
  categories: z.array(categorySchema).readonly(),
});
export const categoryGroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  defaultSubgroupId: z.string(),
  subgroups: z.array(subgroupSchema).readonly(),
});

export const categoriesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    groups: z.array(categoryGroupSchema).readonly(),
    /** Where every id's icon is (`${iconBase}/${id}.svg`) and the icon for unknown ids. */
    iconBase: z.string(),
    defaultIcon: z.string(),
  }),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
