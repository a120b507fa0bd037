import type { FeedItem } from '@matchbazaar/contracts';
import { subgroupCoverPath } from '@matchbazaar/taxonomy';
import { imageVariantUrl } from '../images/image-urls.js';
import type { Requirement } from '../requirements/requirement.entity.js';
import type { Listing } from '../listings/listing.entity.js';

/**
 * The home feed's shape (docs/product/marketplace.md, the home feed): a seller's listing or a buyer's
 * requirement as one card. Optional fields are left out rather than null; the picture is the
 * post's first photo, else its subgroup's cover drawing.
 */

const placeText = (row: { city: string; region?: string | null }) =>
  row.region ? `${row.city}, ${row.region}` : row.city;

const picture = (subgroupId: string, imageId: string | undefined) =>
  imageId ? imageVariantUrl(imageId, 'card') : subgroupCoverPath(subgroupId);

export function listingToFeedItem(row: Listing, imageId: string | undefined): FeedItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: (row.priceMinor ?? 0) / 100,
    currency: row.currency,
    category: row.category,
    type: 'seller',
    imageUrl: picture(row.subgroupId, imageId),
    location: placeText(row),
    postedDate: (row.publishedAt ?? row.createdAt).toISOString(),
    tags: row.tags,
  };
}

export function requirementToFeedItem(row: Requirement, imageId: string | undefined): FeedItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: (row.budgetMaxMinor ?? row.budgetMinMinor ?? 0) / 100,
    currency: row.currency,
    category: row.category,
    type: 'buyer',
    imageUrl: picture(row.subgroupId, imageId),
    location: placeText(row),
    postedDate: (row.publishedAt ?? row.createdAt).toISOString(),
    tags: row.tags,
    urgency: row.urgency,
  };
}
