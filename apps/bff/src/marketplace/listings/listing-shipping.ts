import { offeredShipping as offered, type ShippingOption } from '@matchbazaar/contracts';
import type { Shop } from '../shops/shop.entity.js';
import type { Listing } from './listing.entity.js';

/**
 * What a listing offers at checkout: the contracts' one rule (own options, else the shop's default
 * in the listing's currency, else by quotation; a service nothing) read from the rows. The
 * listing's page and the order read this.
 */
export function offeredShipping(
  listing: Pick<Listing, 'groupId' | 'currency' | 'shippingOptions'>,
  shop: Pick<Shop, 'shippingOptions' | 'shippingCurrency'> | null | undefined,
): ShippingOption[] {
  return offered(
    {
      groupId: listing.groupId,
      currency: listing.currency,
      options: listing.shippingOptions ?? [],
    },
    shop && { options: shop.shippingOptions ?? [], currency: shop.shippingCurrency ?? null },
  );
}
