import type { Currency, ShippingOption } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** A seller's shop: one per trader (docs/product/marketplace.md). */
export const ShopSchema = defineEntity({
  name: 'Shop',
  tableName: 'shop',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ownerId: p.uuid().unique(),
    slug: p.string().length(60).unique(),
    name: p.string().length(80),
    tagline: p.string().length(140).nullable(),
    description: p.text().nullable(),
    logoImageId: p.uuid().nullable(),
    coverImageId: p.uuid().nullable(),
    city: p.string().length(80),
    region: p.string().length(80).nullable(),
    country: p.string().length(2),
    latitude: p.double().$type<number>().nullable(),
    longitude: p.double().$type<number>().nullable(),
    showContact: p.boolean().default(false),
    /** The default shipping (docs/product/orders.md, "Checkout"), in `shippingCurrency`. */
    shippingOptions: p.json<ShippingOption[]>().default([]),
    shippingCurrency: p.string().length(3).$type<Currency>().nullable(),
    /** Published listings, kept by the listings service as statuses change. */
    listingCount: p.integer().default(0),
    ratingAverage: p.decimal('number').precision(3).scale(2).nullable(),
    ratingCount: p.integer().default(0),
    /** Median minutes to answer an inquiry, last 90 days (kept by the conversations module). */
    responseTimeMinutes: p.integer().nullable(),
    /** Whole percent of the last 90 days' inquiries answered within 24 hours. */
    responseRate: p.smallint().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Shop extends ShopSchema.class {}
ShopSchema.setClass(Shop);
