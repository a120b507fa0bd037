import { defineEntity, p } from '@mikro-orm/postgresql';

/** A listing's photo at a position (0 is the cover). */
export const ListingImageSchema = defineEntity({
  name: 'ListingImage',
  tableName: 'listing_image',
  properties: {
    listingId: p.uuid().primary(),
    position: p.smallint().primary(),
    imageId: p.uuid(),
  },
});

export class ListingImage extends ListingImageSchema.class {}
ListingImageSchema.setClass(ListingImage);
