import { describe, expect, it } from '@jest/globals';
import {
  checkoutMessages,
  listingRequestSchema,
  shopRequestSchema,
  type Shop,
} from '@matchbazaar/contracts';
import {
  emptyListingValues,
  listingErrorFields,
  listingRequestOf,
  shippingRequestOf,
  shippingValuesOf,
  type ListingFormValues,
} from './listing-form-values';
import { checkRequest } from './post-form-helpers';
import { emptyShippingValues } from './shipping-options-field';

const shop = {
  id: 's1',
  slug: 'asha-rice',
  name: 'Asha Rice',
  place: { city: 'Pune', region: 'Maharashtra', country: 'IN', coordinates: null },
} as Shop;

const filled = (shipping: ListingFormValues['shipping']): ListingFormValues => ({
  ...emptyListingValues(shop),
  title: 'Basmati rice, 25 kg bags',
  description: 'Aged basmati rice from Punjab, sorted and cleaned.',
  category: 'rice',
  photos: [{ id: '4b8c2f40-9a5e-4c1e-9a52-0c7a1f0b6f11', thumbUrl: 't', cardUrl: 'c' }],
  price: '1,250.50',
  shipping,
});

describe('the listing form\'s shipping options (docs/product/orders.md, "Checkout")', () => {
  it('sends the options ticked, in order, with the priced ones in minor units', () => {
    const shipping = emptyShippingValues();
    shipping.free = { on: true, amount: '' };
    shipping.per_unit = { on: true, amount: '2.50' };
    shipping.flat = { on: false, amount: '150' };
    shipping.pickup = { on: true, amount: '' };
    const checked = checkRequest(
      listingRequestSchema,
      listingRequestOf(filled(shipping), 'publish', shop),
      listingErrorFields,
    );
    expect(checked.ok && checked.data.shipping).toEqual([
      { kind: 'free' },
      { kind: 'per_unit', amountMinor: 250 },
      { kind: 'pickup' },
    ]);
  });

  it('sends none when none is ticked, and names a priced option left without a cost', () => {
    expect(listingRequestOf(filled(emptyShippingValues()), 'publish', shop).shipping).toEqual([]);
    const shipping = emptyShippingValues();
    shipping.flat = { on: true, amount: '' };
    const checked = checkRequest(
      listingRequestSchema,
      listingRequestOf(filled(shipping), 'publish', shop),
      listingErrorFields,
    );
    expect(checked).toEqual({
      ok: false,
      errors: { shipping: checkoutMessages.shipping.amountInvalid },
    });
  });
});

describe("the shop's default shipping", () => {
  const withDefault = (currency: 'INR' | 'USD') =>
    ({
      ...shop,
      shipping: {
        currency,
        options: [{ kind: 'flat', amountMinor: 15_050 }, { kind: 'pickup' }],
      },
    }) as Shop;

  it('a new listing starts from it, costs as typed', () => {
    const values = emptyListingValues(withDefault('INR'));
    expect(values.shipping.flat).toEqual({ on: true, amount: '150.50' });
    expect(values.shipping.pickup.on).toBe(true);
    expect(values.shipping.free.on).toBe(false);
    expect(shippingRequestOf(values.shipping)).toEqual([
      { kind: 'flat', amountMinor: 15_050 },
      { kind: 'pickup' },
    ]);
  });

  it('not when it is in another currency than the new listing starts in, nor when there is none', () => {
    expect(emptyListingValues(withDefault('USD')).shipping).toEqual(emptyShippingValues());
    expect(emptyListingValues(shop).shipping).toEqual(emptyShippingValues());
  });

  it('the shop form sends it checked as the API does', () => {
    const options = shippingRequestOf(shippingValuesOf([{ kind: 'quote' }, { kind: 'free' }]));
    const checked = shopRequestSchema.safeParse({
      name: 'Asha Rice',
      place: { city: 'Pune', country: 'IN' },
      shipping: { currency: 'INR', options },
    });
    expect(checked.success && checked.data.shipping?.options).toEqual([
      { kind: 'free' },
      { kind: 'quote' },
    ]);
  });
});
