import { isServiceGroup, type ShippingOption } from '@matchbazaar/contracts';
import type { Shop } from '../shops/shop.entity.js';
import type { Listing } from './listing.entity.js';

/**
 * What a listing offers at checkout (docs/product/orders.md, "Checkout"): its own options; when it
 * has none, its shop's default, if that is in the listing's currency (a cost in rupees says
 * nothing about a listing priced in dollars); a service nothing. The listing's page and the order
 * read this one rule.
 */
export function offeredShipping(
  listing: Pick<Listing, 'groupId' | 'currency' | 'shippingOptions'>,
  shop: Pick<Shop, 'shippingOptions' | 'shippingCurrency'> | null | undefined,
): ShippingOption[] {
  if (isServiceGroup(listing.groupId)) return [];
  const own = listing.shippingOptions ?? [];
  if (own.length > 0) return own;
  return shop && shop.shippingCurrency === listing.currency ? (shop.shippingOptions ?? []) : [];
}
