import { describe, expect, it } from '@jest/globals';
import { checkoutMessages } from '../messages/checkout.js';
import {
  addressLines,
  addressRequestSchema,
  checkoutPrice,
  shippingCost,
  shippingOptionsSchema,
  needsDeliveryAddress,
  offeredShipping,
} from './checkout.js';
import { shippingText } from './shipping-kinds.js';
import { listingOrderRequestSchema } from './order.js';
import { maxAmountMinor } from '../catalogue/amounts.js';

const a = checkoutMessages.addresses;
const s = checkoutMessages.shipping;

const india = {
  country: 'IN',
  name: 'Asha Rao',
  phone: '+91 98450-12345',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560 038',
};
const us = { ...india, country: 'US', phone: '(415) 555-0134', state: 'CA', postalCode: '94105' };

/** The first message per field of a refused address. */
function refused(body: object): Record<string, string> {
  const result = addressRequestSchema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('delivery addresses (docs/product/orders.md, "Checkout")', () => {
  it('keeps an Indian address with its PIN code and state, the phone as typed', () => {
    expect(addressRequestSchema.parse(india)).toMatchObject({
      phone: '+91 98450-12345',
      postalCode: '560038',
      line2: '',
    });
  });

  it('checks the PIN code: six digits, not starting with 0', () => {
    expect(refused({ ...india, postalCode: '56003' })).toEqual({ postalCode: a.pinInvalid });
    expect(refused({ ...india, postalCode: '060038' })).toEqual({ postalCode: a.pinInvalid });
    expect(refused({ ...india, postalCode: '56003A' })).toEqual({ postalCode: a.pinInvalid });
  });

  it("takes India's states and union territories from the list only", () => {
    expect(refused({ ...india, state: 'Ladakh' })).toEqual({});
    expect(refused({ ...india, state: 'Bombay' })).toEqual({ state: a.stateInvalidIN });
    expect(refused({ ...india, state: 'CA' })).toEqual({ state: a.stateInvalidIN });
  });

  it('checks US ZIP codes (5 digits or ZIP+4) and state codes', () => {
    expect(refused(us)).toEqual({});
    expect(refused({ ...us, postalCode: '94105-1234' })).toEqual({});
    expect(refused({ ...us, postalCode: '941051234' })).toEqual({ postalCode: a.zipInvalid });
    expect(refused({ ...us, postalCode: '9410' })).toEqual({ postalCode: a.zipInvalid });
    expect(refused({ ...us, state: 'Karnataka' })).toEqual({ state: a.stateInvalidUS });
  });

  it('names each missing or bad field in its own words', () => {
    expect(refused({ ...india, name: ' ', phone: '12', line1: '', city: '' })).toEqual({
      name: a.nameInvalid,
      phone: a.phoneInvalid,
      line1: a.line1Invalid,
      city: a.cityInvalid,
    });
    expect(refused({ ...india, country: 'FR' })).toEqual({ country: a.countryInvalid });
  });

  it('reads as lines: the US with the state code, India with the state name', () => {
    const parsed = addressRequestSchema.parse({ ...us, line2: 'Suite 400' });
    expect(addressLines(parsed)).toEqual([
      '12 MG Road',
      'Suite 400',
      'Bengaluru, CA 94105',
      'United States',
    ]);
    expect(addressLines(addressRequestSchema.parse(india))).toEqual([
      '12 MG Road',
      'Bengaluru, Karnataka 560038',
      'India',
    ]);
  });
});

describe('shipping options and the checkout price', () => {
  it('offers each kind once, flat and per unit with a cost above zero', () => {
    expect(shippingOptionsSchema.safeParse([{ kind: 'free' }, { kind: 'pickup' }]).success).toBe(
      true,
    );
    const twice = shippingOptionsSchema.safeParse([{ kind: 'free' }, { kind: 'free' }]);
    expect(twice.error?.issues[0]?.message).toBe(s.duplicate);
    const noCost = shippingOptionsSchema.safeParse([{ kind: 'flat', amountMinor: 0 }]);
    expect(noCost.error?.issues[0]?.message).toBe(s.amountInvalid);
    const unknown = shippingOptionsSchema.safeParse([{ kind: 'drone' }]);
    expect(unknown.error?.issues[0]?.message).toBe(s.kindInvalid);
  });

  it('costs flat once per order, per unit times the quantity, the rest nothing', () => {
    expect(shippingCost({ kind: 'flat', amountMinor: 15_000 }, 100)).toBe(15_000);
    expect(shippingCost({ kind: 'per_unit', amountMinor: 200 }, 100)).toBe(20_000);
    expect(shippingCost({ kind: 'free' }, 100)).toBe(0);
    expect(shippingCost({ kind: 'pickup' }, 100)).toBe(0);
    expect(shippingCost({ kind: 'quote' }, 100)).toBe(0);
    expect(shippingCost({ kind: 'per_unit', amountMinor: maxAmountMinor }, 2)).toBeUndefined();
  });

  it('totals items and shipping with no buyer fee, and refuses what one order cannot hold', () => {
    expect(checkoutPrice(9_500, 100, { kind: 'per_unit', amountMinor: 200 })).toEqual({
      itemsMinor: 950_000,
      shippingMinor: 20_000,
      feesMinor: 0,
      totalMinor: 970_000,
    });
    expect(checkoutPrice(9_500, 100, null)?.totalMinor).toBe(950_000);
    expect(checkoutPrice(maxAmountMinor, 1, { kind: 'flat', amountMinor: 1 })).toBeUndefined();
  });

  it('asks for an address unless the goods are collected; never for a service', () => {
    expect(needsDeliveryAddress('electronics', 'flat')).toBe(true);
    expect(needsDeliveryAddress('electronics', 'quote')).toBe(true);
    expect(needsDeliveryAddress('electronics', 'pickup')).toBe(false);
    expect(needsDeliveryAddress('services-jobs', null)).toBe(false);
  });

  it("offers a listing's own options, else its shop's in its currency, else by quotation", () => {
    const goods = { groupId: 'electronics', currency: 'INR' };
    const flat = { kind: 'flat', amountMinor: 15_000 } as const;
    const shop = { options: [{ kind: 'free' } as const], currency: 'INR' };
    expect(offeredShipping({ ...goods, options: [flat] }, shop)).toEqual([flat]);
    expect(offeredShipping({ ...goods, options: [] }, shop)).toEqual([{ kind: 'free' }]);
    expect(offeredShipping({ ...goods, options: [] }, { ...shop, currency: 'USD' })).toEqual([
      { kind: 'quote' },
    ]);
    expect(offeredShipping({ ...goods, options: [] }, null)).toEqual([{ kind: 'quote' }]);
    expect(
      offeredShipping({ groupId: 'services-jobs', currency: 'INR', options: [flat] }, shop),
    ).toEqual([]);
  });

  it('words each option', () => {
    const money = (minor: number) => `₹${minor / 100}`;
    expect(shippingText({ kind: 'flat', amountMinor: 15_000 }, money)).toBe(
      'Flat rate per order · ₹150',
    );
    expect(shippingText({ kind: 'per_unit', rateMinor: 200 }, money, 'kg')).toBe(
      'Rate per unit · ₹2 per kg',
    );
    expect(shippingText({ kind: 'pickup' }, money)).toBe('Pick-up from the seller');
  });

  it('an order request names the shipping by kind and the address by id; never the total', () => {
    const parsed = listingOrderRequestSchema.parse({
      quantity: 5,
      shipping: 'flat',
      addressId: '4b8c2f40-9a5e-4c1e-9a52-0c7a1f0b6f11',
      totalMinor: 1,
    });
    expect(parsed).toEqual({
      quantity: 5,
      shipping: 'flat',
      addressId: '4b8c2f40-9a5e-4c1e-9a52-0c7a1f0b6f11',
    });
    expect(listingOrderRequestSchema.safeParse({ quantity: 5, shipping: 'boat' }).success).toBe(
      false,
    );
  });
});
