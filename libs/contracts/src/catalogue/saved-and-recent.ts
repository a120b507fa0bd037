import { z } from 'zod';
import { listingCardSchema } from './listing.js';
import { moneySchema } from './money.js';

/** Saved listings and recent views (docs/product/marketplace.md): the signed-in buyer's lists. */

export const savedListingItemSchema = z.object({
  listing: listingCardSchema,
  savedAt: z.string(),
  /** The price when it was saved (null: on request). */
  savedPrice: moneySchema.nullable(),
  /** The price now is below the saved one, in the same currency. */
  priceDropped: z.boolean(),
});
export type SavedListingItem = z.infer<typeof savedListingItemSchema>;

export const savedListingsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ items: z.array(savedListingItemSchema), nextCursor: z.string().nullable() }),
});
export type SavedListingsAnswer = z.infer<typeof savedListingsAnswerSchema>;

export const recentViewItemSchema = z.object({ listing: listingCardSchema, viewedAt: z.string() });
export type RecentViewItem = z.infer<typeof recentViewItemSchema>;

export const recentViewsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ items: z.array(recentViewItemSchema) }),
});
export type RecentViewsAnswer = z.infer<typeof recentViewsAnswerSchema>;
