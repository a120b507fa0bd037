import { defineEntity, p } from '@mikro-orm/postgresql';

/** A signed-in user's latest view of a listing (the recent views keep the last 50). */
export const ListingViewSchema = defineEntity({
  name: 'ListingView',
  tableName: 'listing_view',
  properties: {
    userId: p.uuid().primary(),
    listingId: p.uuid().primary(),
    viewedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ListingView extends ListingViewSchema.class {}
ListingViewSchema.setClass(ListingView);
