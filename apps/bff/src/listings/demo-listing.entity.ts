import { listingTypes, listingUrgencies } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** The home feed's demo rows, until it reads the catalogue's real listings and requirements. */
export const DemoListingSchema = defineEntity({
  name: 'DemoListing',
  tableName: 'demo_listing',
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

export class DemoListing extends DemoListingSchema.class {}
DemoListingSchema.setClass(DemoListing);
