import { z } from 'zod';
import { requirementUrgencies } from './catalogue/requirement.js';
import { currencies } from './catalogue/amounts.js';
import { listingsMessages } from './messages/listings.js';

/**
 * The home feed (docs/product/marketplace.md), GET /api/v1/listings: the newest posts of both
 * kinds as cards, and the category taxonomy. A post is a buyer's requirement or a seller's
 * listing; the feed names the two by whose they are (`side`), the query's `type` on the wire.
 */

export const postSides = ['buyer', 'seller'] as const;
/** Whose posts: buyers' requirements or sellers' listings. */
export type PostSide = (typeof postSides)[number];

/** GET /api/v1/listings: how many posts one call may ask for. */
export const feedQueryLimits = { default: 10, max: 50 } as const;

/** One card of the home feed, of either kind. */
export const feedItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Major units of `currency` (dollars when it is absent); a budget's top for a requirement. */
  price: z.number().nonnegative(),
  /** The price's currency; absent means US dollars. */
  currency: z.enum(currencies).optional(),
  /** A category id of the taxonomy (`rice`, `apartments`). */
  category: z.string(),
  /** Whose post it is: `buyer` for a requirement, `seller` for a listing. */
  type: z.enum(postSides),
  imageUrl: z.string(),
  location: z.string().optional(),
  /** ISO 8601 instant. */
  postedDate: z.iso.datetime({ offset: true }),
  tags: z.array(z.string()),
  urgency: z.enum(requirementUrgencies).optional(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** The query of GET /api/v1/listings: an optional side and a limit of 1 to 50 (10 by default). */
export const feedQuerySchema = z.object({
  type: z.enum(postSides, { error: listingsMessages.invalidType }).optional(),
  limit: z.coerce
    .number({ error: listingsMessages.invalidLimit })
    .int({ error: listingsMessages.invalidLimit })
    .min(1, { error: listingsMessages.invalidLimit })
    .max(feedQueryLimits.max, { error: listingsMessages.invalidLimit })
    .default(feedQueryLimits.default),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ listings: z.array(feedItemSchema) }),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** @deprecated The home feed's card: use FeedItem (the web's home page still reads this name). */
export type Listing = FeedItem;
/** @deprecated Whose posts: use PostSide (the web's home page still reads this name). */
export type ListingType = PostSide;

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
