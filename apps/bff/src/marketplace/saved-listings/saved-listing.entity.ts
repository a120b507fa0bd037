import { currencies } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** A listing a user saved, with its price then, so a later drop can be marked. */
export const SavedListingSchema = defineEntity({
  name: 'SavedListing',
  tableName: 'saved_listing',
  properties: {
    userId: p.uuid().primary(),
    listingId: p.uuid().primary(),
    savedPriceMinor: p.bigint('number').nullable(),
    savedCurrency: p.enum(currencies),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SavedListing extends SavedListingSchema.class {}
SavedListingSchema.setClass(SavedListing);
