import { listingTypes, listingUrgencies } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** A buyer's request or a seller's offer (docs/product/marketplace.md). */
export const ListingSchema = defineEntity({
  name: 'Listing',
  tableName: 'listing',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    type: p.enum(listingTypes),
    title: p.string().length(140),
    description: p.text(),
    /** Dollars, to the cent. */
    price: p.decimal('number').precision(12).scale(2),
    /** A category id of libs/taxonomy. */
    category: p.string().length(60),
    imageUrl: p.string().length(500),
    location: p.string().length(120).nullable(),
    tags: p.array(),
    urgency: p.enum(listingUrgencies).nullable(),
    /** What cards show as the posted date; lists are newest first by it. */
    postedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Listing extends ListingSchema.class {}
ListingSchema.setClass(Listing);
