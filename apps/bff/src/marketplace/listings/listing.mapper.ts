import {
  accessPolicy,
  type ListingCard,
  type ListingDetail,
  type ResourceRef,
} from '@matchbazaar/contracts';
import { findCategory } from '@matchbazaar/taxonomy';
import type { Image } from '../images/image.entity.js';
import { toPostImage } from '../images/image-urls.js';
import { isVerified } from '../shops/shop.mapper.js';
import { offeredShipping } from './listing-shipping.js';
import type { Shop } from '../shops/shop.entity.js';
import type { User } from '../../identity/users/user.entity.js';
import type { Listing } from './listing.entity.js';

export const listingResource = (listing: Listing): ResourceRef<'listing'> => ({
  kind: 'listing',
  ownerIds: [listing.sellerId],
  status: listing.status,
});

/**
 * Whether anyone may read the listing as it is now (the access policy's rule): not a draft, in
 * review, rejected or hidden. What lists of other people's listings show, whoever asks.
 */
export const publiclyReadable = (listing: Listing): boolean =>
  accessPolicy.can(null, 'read', listingResource(listing));

/** What a card needs besides the row: its shop, the shop's owner and the listing's photos. */
export interface ListingContext {
  shop: Shop;
  owner: User | undefined;
  /** The listing's photos in order (missing ids left out). */
  images: Image[];
}

/** The group and subgroup a leaf category belongs to (stored, but the taxonomy is the truth). */
export function categoryPath(category: string): { subgroupId: string; groupId: string } {
  const found = findCategory(category);
  return { subgroupId: found?.subgroupId ?? '', groupId: found?.groupId ?? '' };
}

function discountPercent(priceMinor: number | null, compareAtMinor: number): number {
  if (priceMinor === null || compareAtMinor <= 0) return 0;
  return Math.max(0, Math.round(((compareAtMinor - priceMinor) / compareAtMinor) * 100));
}

export function toListingCard(
  listing: Listing,
  { shop, owner, images }: ListingContext,
  extra: { distanceKm?: number; snippet?: string } = {},
): ListingCard {
  const cover = images[0];
  return {
    id: listing.id,
    title: listing.title,
    category: listing.category,
    subgroupId: listing.subgroupId,
    groupId: listing.groupId,
    price: {
      type: listing.priceType,
      amountMinor: listing.priceMinor ?? null,
      currency: listing.currency,
      unit: listing.priceUnit as ListingCard['price']['unit'],
    },
    deal:
      listing.dealCompareAtMinor != null && listing.dealEndsAt
        ? {
            compareAtMinor: listing.dealCompareAtMinor,
            endsAt: listing.dealEndsAt.toISOString(),
            discountPercent: discountPercent(
              listing.priceMinor ?? null,
              listing.dealCompareAtMinor,
            ),
          }
        : null,
    condition: listing.condition ?? null,
    place: { city: listing.city, region: listing.region ?? null, country: listing.country },
    image: cover ? toPostImage(cover, listing.title) : null,
    shop: { id: shop.id, slug: shop.slug, name: shop.name, verified: isVerified(owner) },
    status: listing.status,
    publishedAt: listing.publishedAt?.toISOString() ?? null,
    ...(extra.distanceKm !== undefined && { distanceKm: Math.round(extra.distanceKm * 10) / 10 }),
    ...(extra.snippet !== undefined && { snippet: extra.snippet }),
  };
}

/**
 * The listing's page. `privileged` (its author or staff) also sees the rejection reason and the
 * SKU; others get null there.
 */
export function toListingDetail(
  listing: Listing,
  context: ListingContext & { shopView: ListingDetail['shopDetails'] },
  viewer: { privileged: boolean; saved: boolean },
): ListingDetail {
  return {
    ...toListingCard(listing, context),
    description: listing.description,
    minOrder: {
      quantity: listing.minOrderQuantity,
      unit: listing.minOrderUnit as ListingDetail['minOrder']['unit'],
    },
    availability: listing.availability,
    images: context.images.map((image, index) =>
      toPostImage(image, index === 0 ? listing.title : `${listing.title}, photo ${index + 1}`),
    ),
    tags: [...listing.tags],
    attributes: listing.attributes.map(({ name, value }) => ({ name, value })),
    shipping: offeredShipping(listing, context.shop).map((option) => ({ ...option })),
    sku: viewer.privileged ? (listing.sku ?? null) : null,
    shopDetails: context.shopView,
    place: {
      city: listing.city,
      region: listing.region ?? null,
      country: listing.country,
      coordinates:
        listing.latitude != null && listing.longitude != null
          ? { latitude: listing.latitude, longitude: listing.longitude }
          : null,
    },
    rejectionReason: viewer.privileged ? (listing.rejectionReason ?? null) : null,
    viewCount: listing.viewCount,
    saveCount: listing.saveCount,
    saved: viewer.saved,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    expiresAt: listing.expiresAt?.toISOString() ?? null,
  };
}
