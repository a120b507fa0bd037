import {
  availabilities,
  currencies,
  listingConditions,
  listingStatuses,
  priceTypes,
  type ShippingOption,
} from '@matchbazaar/contracts';
import { meaningOf, type SavedPostText } from '@matchbazaar/matching';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** A seller's offer in their shop (docs/product/marketplace.md). Money in minor units. */
export const ListingSchema = defineEntity({
  name: 'Listing',
  tableName: 'listing',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    shopId: p.uuid(),
    sellerId: p.uuid(),
    sku: p.string().length(64).nullable(),
    title: p.string().length(120),
    description: p.text(),
    /** A leaf category of libs/taxonomy; its subgroup and group are stored for filters. */
    category: p.string().length(60),
    subgroupId: p.string().length(60),
    groupId: p.string().length(60),
    priceType: p.enum(priceTypes),
    priceMinor: p.bigint('number').nullable(),
    currency: p.enum(currencies),
    priceUnit: p.string().length(12),
    minOrderQuantity: p.integer().default(1),
    minOrderUnit: p.string().length(12),
    availability: p.enum(availabilities),
    condition: p.enum(listingConditions).nullable(),
    city: p.string().length(80),
    region: p.string().length(80).nullable(),
    country: p.string().length(2),
    latitude: p.double().$type<number>().nullable(),
    longitude: p.double().$type<number>().nullable(),
    tags: p.array().default([]),
    attributes: p.json<{ name: string; value: string }[]>().default([]),
    /** What buyers choose from at checkout (docs/product/orders.md, "Checkout"). */
    shippingOptions: p.json<ShippingOption[]>().default([]),
    dealCompareAtMinor: p.bigint('number').nullable(),
    dealEndsAt: p.datetime().nullable(),
    status: p.enum(listingStatuses),
    /** While `hidden` (its author is suspended): the status it goes back to. */
    hiddenStatus: p.enum(listingStatuses).nullable(),
    rejectionReason: p.string().length(500).nullable(),
    /**
     * A moderator rejected or closed it and has not approved it since: every change its author
     * makes goes to review (decision 0030).
     */
    heldByModerator: p.boolean().default(false),
    moderationFlags: p.array().default([]),
    publishedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    viewCount: p.integer().default(0),
    saveCount: p.integer().default(0),
    /** Buyers' published, visible reviews of this listing's orders (kept by reviews/). */
    ratingAverage: p.decimal('number').precision(3).scale(2).nullable(),
    ratingCount: p.integer().default(0),
    /**
     * The meaning vector the matching engine compares (100 signed bytes), computed from the text
     * whenever the row is written, by whatever path (a form, an import, a seed).
     */
    meaning: p
      .blob()
      .lazy()
      .nullable()
      .onCreate((post: SavedPostText) => meaningOf(post))
      .onUpdate((post: SavedPostText) => meaningOf(post)),
    /** The revision (updated time in ms) the matching engine last matched. */
    matchedRevision: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Listing extends ListingSchema.class {}
ListingSchema.setClass(Listing);
