import type { Listing as ListingView } from '@matchbazaar/contracts';
import type { DemoListing } from './demo-listing.entity.js';

/** The API shape: optional fields are left out rather than null. */
export function toListingView(row: DemoListing): ListingView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    type: row.type,
    imageUrl: row.imageUrl,
    ...(row.location ? { location: row.location } : {}),
    postedDate: row.postedAt.toISOString(),
    tags: row.tags,
    ...(row.urgency ? { urgency: row.urgency } : {}),
  };
}
