import type { ResourceRef, Shop as ShopView } from '@matchbazaar/contracts';
import type { Image } from '../images/image.entity.js';
import { toPostImage } from '../images/image-urls.js';
import type { User } from '../../identity/users/user.entity.js';
import type { Shop } from './shop.entity.js';

/** A seller is verified when both their email and phone are. */
export function isVerified(owner: User | undefined): boolean {
  return owner?.emailVerifiedAt != null && owner.phone != null && owner.phoneVerifiedAt != null;
}

export const shopResource = (shop: Shop): ResourceRef<'shop'> => ({
  kind: 'shop',
  ownerIds: [shop.ownerId],
});

/** The shop as its page and cards show it; contact only when the seller chose to show it. */
export function toShopView(
  shop: Shop,
  owner: User | undefined,
  images: ReadonlyMap<string, Image>,
  distanceKm?: number,
): ShopView {
  const logo = shop.logoImageId ? images.get(shop.logoImageId) : undefined;
  const cover = shop.coverImageId ? images.get(shop.coverImageId) : undefined;
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.name,
    tagline: shop.tagline ?? null,
    description: shop.description ?? null,
    logo: logo ? toPostImage(logo, `${shop.name} logo`) : null,
    cover: cover ? toPostImage(cover, `${shop.name} cover`) : null,
    place: {
      city: shop.city,
      region: shop.region ?? null,
      country: shop.country,
      coordinates:
        shop.latitude != null && shop.longitude != null
          ? { latitude: shop.latitude, longitude: shop.longitude }
          : null,
    },
    shipping:
      shop.shippingCurrency && (shop.shippingOptions ?? []).length > 0
        ? {
            currency: shop.shippingCurrency,
            options: shop.shippingOptions.map((option) => ({ ...option })),
          }
        : null,
    contact:
      shop.showContact && owner
        ? { email: owner.email, phone: owner.phoneVerifiedAt ? (owner.phone ?? null) : null }
        : null,
    ownerId: shop.ownerId,
    memberSince: shop.createdAt.toISOString(),
    verified: isVerified(owner),
    listingCount: shop.listingCount,
    rating:
      shop.ratingCount > 0 && shop.ratingAverage != null
        ? { average: Number(shop.ratingAverage), count: shop.ratingCount }
        : null,
    responseTimeMinutes: shop.responseTimeMinutes ?? null,
    responseRate: shop.responseRate ?? null,
    ...(distanceKm !== undefined && { distanceKm: Math.round(distanceKm * 10) / 10 }),
  };
}
