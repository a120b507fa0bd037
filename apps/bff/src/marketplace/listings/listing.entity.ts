import {
  availabilities,
  listingConditions,
  listingStatuses,
  priceTypes,
  type ShippingOption,
} from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { postColumns } from '../posts/post-columns.js';

/** The columns every post has (posts/post-columns.ts); the rest are a listing's own. */
const post = postColumns(listingStatuses);

/** A seller's offer in their shop (docs/product/marketplace.md). Money in minor units. */
export const ListingSchema = defineEntity({
  name: 'Listing',
  tableName: 'listing',
  properties: {
    ...post.key,
    shopId: p.uuid(),
    sellerId: p.uuid(),
    sku: p.string().length(64).nullable(),
    ...post.text,
    priceType: p.enum(priceTypes),
    priceMinor: p.bigint('number').nullable(),
    ...post.currency,
    priceUnit: p.string().length(12),
    minOrderQuantity: p.integer().default(1),
    minOrderUnit: p.string().length(12),
    availability: p.enum(availabilities),
    condition: p.enum(listingConditions).nullable(),
    ...post.place,
    attributes: p.json<{ name: string; value: string }[]>().default([]),
    /** What buyers choose from at checkout (docs/product/orders.md, "Checkout"). */
    shippingOptions: p.json<ShippingOption[]>().default([]),
    dealCompareAtMinor: p.bigint('number').nullable(),
    dealEndsAt: p.datetime().nullable(),
    ...post.status,
    ...post.review,
    saveCount: p.integer().default(0),
    /** Buyers' published, visible reviews of this listing's orders (kept by reviews/). */
    ratingAverage: p.decimal('number').precision(3).scale(2).nullable(),
    ratingCount: p.integer().default(0),
    ...post.stamps,
  },
});

export class Listing extends ListingSchema.class {}
ListingSchema.setClass(Listing);
