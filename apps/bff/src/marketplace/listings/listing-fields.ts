import { HttpStatus } from '@nestjs/common';
import { isServiceGroup, messages, type ListingRequest } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import type { Listing } from './listing.entity.js';
import { categoryPath } from './listing.mapper.js';

const m = messages.catalogue;

/** Where a listing is when the request names no place: its shop's. */
export interface ShopPlace {
  city: string;
  region?: string | null;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * A posting request's fields onto a listing row (the posting API and the bulk import both write
 * through here, so a listing means the same whichever way it came).
 */
export function applyListingRequest(
  listing: Listing,
  request: ListingRequest,
  shop: ShopPlace,
): void {
  // A new or moved end must be ahead; a deal that ended and is sent back unchanged (an edit of
  // something else) stays as it was. Checked before the row changes, so a refusal changes nothing.
  const endsAt = request.deal ? new Date(request.deal.endsAt) : null;
  const unchanged = endsAt !== null && listing.dealEndsAt?.getTime() === endsAt.getTime();
  if (endsAt && !unchanged && endsAt.getTime() <= Date.now()) {
    throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
      { path: 'deal.endsAt', msg: m.dealInvalid },
    ]);
  }
  const place = request.place;
  const path = categoryPath(request.category);
  // Services are not shipped; a request without options (a bulk import) keeps the listing's.
  const shippingOptions = isServiceGroup(path.groupId)
    ? []
    : (request.shipping ?? listing.shippingOptions ?? []);
  Object.assign(listing, {
    title: request.title,
    description: request.description,
    category: request.category,
    ...path,
    shippingOptions,
    priceType: request.price.type,
    priceMinor: request.price.type === 'on_request' ? null : (request.price.amountMinor ?? null),
    currency: request.price.currency,
    priceUnit: request.price.unit,
    minOrderQuantity: request.minOrder.quantity,
    minOrderUnit: request.minOrder.unit,
    availability: request.availability,
    condition: request.condition ?? null,
    city: place?.city ?? shop.city,
    region: place ? (place.region ?? null) : (shop.region ?? null),
    country: place?.country ?? shop.country,
    latitude: place ? (place.coordinates?.latitude ?? null) : (shop.latitude ?? null),
    longitude: place ? (place.coordinates?.longitude ?? null) : (shop.longitude ?? null),
    tags: request.tags,
    attributes: request.attributes,
    dealCompareAtMinor: request.deal?.compareAtMinor ?? null,
    dealEndsAt: endsAt,
    sku: request.sku ?? null,
  });
}
