import { z } from 'zod';
import { answerSchema } from '../api.js';
import { maxAmountMinor } from '../catalogue/amounts.js';
import { singleLineText } from '../contact-form.js';
import { checkoutMessages } from '../messages/checkout.js';
import { maxShippingOptions, shippingKinds, type ShippingKind } from './shipping-kinds.js';

/**
 * Checkout for goods (docs/product/orders.md, "Checkout";
 * docs/decisions/0041-checkout-addresses-and-shipping.md): the buyer's saved delivery addresses,
 * the shipping options a seller offers on a listing, and the price of an order with its shipping,
 * which the BFF works out itself from the listing (the browser's figure is only shown).
 */

const a = checkoutMessages.addresses;
const s = checkoutMessages.shipping;

/**
 * Category groups whose orders are services, not shipped: no address, no shipping options
 * (docs/product/orders.md, "Where an order comes from").
 */
export const serviceGroupIds: readonly string[] = [
  'services-jobs',
  'travel-tourism',
  'education-learning',
];
export const isServiceGroup = (groupId: string | null | undefined): boolean =>
  !!groupId && serviceGroupIds.includes(groupId);

// ---------------------------------------------------------------------------------------------
// Addresses

export const addressCountries = ['IN', 'US'] as const;
export type AddressCountry = (typeof addressCountries)[number];

/** India's states and union territories, as written on addresses. */
export const indianStates = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** The US states and DC by their postal codes. */
export const usStates = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsStateCode = keyof typeof usStates;
const usStateCodes = Object.keys(usStates) as [UsStateCode, ...UsStateCode[]];

/** A PIN code: six digits, the first not 0 (spaces people type are dropped). */
export const pinCodePattern = /^[1-9]\d{5}$/;
/** A ZIP code, or ZIP+4. */
export const zipCodePattern = /^\d{5}(-\d{4})?$/;

/** Most addresses one account keeps. */
export const maxAddresses = 10;

const line = (max: number, error: string, min = 1) =>
  z
    .string({ error })
    .max(max * 2, { error, abort: true })
    .transform(singleLineText)
    .pipe(z.string().min(min, error).max(max, error));

const addressCommon = {
  name: line(100, a.nameInvalid, 2),
  line1: line(120, a.line1Invalid, 3),
  line2: line(120, a.line2Invalid, 0).optional().default(''),
  city: line(80, a.cityInvalid, 2),
  isDefault: z.boolean().optional(),
};

const courierPhone = z
  .string({ error: a.phoneInvalid })
  .trim()
  .max(40, { error: a.phoneInvalid, abort: true })
  .regex(/^[\d\s+()-]*$/, { error: a.phoneInvalid, abort: true })
  // Kept as typed (one space between groups), so the courier reads it as the buyer wrote it.
  .transform((value) => value.replace(/\s+/g, ' '))
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, a.phoneInvalid);

const inAddress = z.object({
  ...addressCommon,
  phone: courierPhone,
  country: z.literal('IN'),
  state: z.enum(indianStates, { error: a.stateInvalidIN }),
  postalCode: z
    .string({ error: a.pinInvalid })
    .max(20, { error: a.pinInvalid, abort: true })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(pinCodePattern, a.pinInvalid)),
});

const usAddress = z.object({
  ...addressCommon,
  phone: courierPhone,
  country: z.literal('US'),
  state: z.enum(usStateCodes, { error: a.stateInvalidUS }),
  postalCode: z
    .string({ error: a.zipInvalid })
    .max(20, { error: a.zipInvalid, abort: true })
    .transform((value) => value.trim())
    .pipe(z.string().regex(zipCodePattern, a.zipInvalid)),
});

/** POST /api/v1/account/addresses and PUT /api/v1/account/addresses/:id. */
export const addressRequestSchema = z.discriminatedUnion('country', [inAddress, usAddress], {
  error: a.countryInvalid,
});
export type AddressRequest = z.infer<typeof addressRequestSchema>;
export type AddressRequestInput = z.input<typeof addressRequestSchema>;

export const addressIdSchema = z.uuid({ error: a.notFound });

/** An address as its owner sees it, and as an order keeps it (without id and default). */
export const deliveryAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.enum(addressCountries),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const savedAddressSchema = deliveryAddressSchema.extend({
  id: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressesAnswerSchema = answerSchema(
  z.object({ addresses: z.array(savedAddressSchema), max: z.number().int() }),
);
export type AddressesAnswer = z.infer<typeof addressesAnswerSchema>;
export const addressAnswerSchema = answerSchema(z.object({ address: savedAddressSchema }));
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;

/** The state as people read it: Indian states by name, US states by name from their code. */
export function stateName(address: Pick<DeliveryAddress, 'country' | 'state'>): string {
  if (address.country === 'US') return usStates[address.state as UsStateCode] ?? address.state;
  return address.state;
}

/** The address's lines as a label shows them (no name or phone). */
export function addressLines(address: DeliveryAddress): string[] {
  return [
    address.line1,
    address.line2,
    address.country === 'US'
      ? `${address.city}, ${address.state} ${address.postalCode}`
      : `${address.city}, ${stateName(address)} ${address.postalCode}`,
    a.countries[address.country] ?? address.country,
  ].filter((text) => text !== '');
}

// ---------------------------------------------------------------------------------------------
// Shipping

const shippingAmount = z
  .number({ error: s.amountInvalid })
  .int({ error: s.amountInvalid })
  .min(1, { error: s.amountInvalid })
  .max(maxAmountMinor, { error: s.amountInvalid });

/** One option a listing offers: its kind and, for flat and per-unit, the cost in minor units. */
export const shippingOptionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('free') }),
    z.object({ kind: z.literal('flat'), amountMinor: shippingAmount }),
    z.object({ kind: z.literal('per_unit'), amountMinor: shippingAmount }),
    z.object({ kind: z.literal('pickup') }),
    z.object({ kind: z.literal('quote') }),
  ],
  { error: s.kindInvalid },
);
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** A listing's options (in the listing form): each kind at most once. Empty: none offered. */
export const shippingOptionsSchema = z
  .array(shippingOptionSchema, { error: s.kindInvalid })
  .max(maxShippingOptions, { error: s.tooMany })
  .refine((options) => new Set(options.map((o) => o.kind)).size === options.length, {
    error: s.duplicate,
  });

export const shippingKindSchema = z.enum(shippingKinds, { error: s.kindInvalid });

/** What an order keeps of the shipping the buyer chose. */
export const orderShippingSchema = z.object({
  kind: z.enum(shippingKinds),
  /** The option's rate as offered (flat or per unit), else null. */
  rateMinor: z.number().int().nullable(),
  /** What the shipping adds to the order's total (0 for free, pick-up and quotation). */
  amountMinor: z.number().int(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;

/** What shipping `option` costs for `quantity` units, or undefined when it is too large. */
export function shippingCost(option: ShippingOption, quantity: number): number | undefined {
  if (option.kind === 'flat') return option.amountMinor;
  if (option.kind === 'per_unit') {
    const cost = option.amountMinor * quantity;
    return Number.isSafeInteger(cost) && cost <= maxAmountMinor ? cost : undefined;
  }
  return 0;
}

export interface CheckoutPrice {
  itemsMinor: number;
  shippingMinor: number;
  /** The buyer pays no fee: the platform's is taken from what the seller is released. */
  feesMinor: 0;
  totalMinor: number;
}

/**
 * An order's price: the items at the listing's price, the chosen shipping, no buyer fee. Undefined
 * when it is more than one order may hold. The same function prices the review step and the
 * BFF's order; the BFF's is the one that counts.
 */
export function checkoutPrice(
  unitPriceMinor: number,
  quantity: number,
  option: ShippingOption | null,
): CheckoutPrice | undefined {
  const items = unitPriceMinor * quantity;
  if (!Number.isSafeInteger(items) || items > maxAmountMinor) return undefined;
  const shipping = option ? shippingCost(option, quantity) : 0;
  if (shipping === undefined) return undefined;
  const total = items + shipping;
  if (total > maxAmountMinor) return undefined;
  return { itemsMinor: items, shippingMinor: shipping, feesMinor: 0, totalMinor: total };
}

/**
 * What a listing offers at checkout (docs/product/orders.md, "Checkout"), the one rule the
 * listing's page, the checkout and the order read: a service nothing; goods their own options,
 * else the shop's default when it is in the listing's currency (a cost in rupees says nothing
 * about a listing priced in dollars), else shipping by quotation, so that every goods order
 * knows how its goods travel and the seller names the cost.
 */
export function offeredShipping(
  listing: {
    groupId: string | null | undefined;
    currency: string;
    options: readonly ShippingOption[];
  },
  shopDefault: { options: readonly ShippingOption[]; currency: string | null } | null | undefined,
): ShippingOption[] {
  if (isServiceGroup(listing.groupId)) return [];
  if (listing.options.length > 0) return [...listing.options];
  if (shopDefault && shopDefault.currency === listing.currency && shopDefault.options.length > 0) {
    return [...shopDefault.options];
  }
  return [{ kind: 'quote' }];
}

/**
 * Whether an order needs a delivery address: goods do, unless the buyer collects them (pick-up);
 * a service never does.
 */
export const needsDeliveryAddress = (
  groupId: string | null | undefined,
  kind: ShippingKind | null,
): boolean => !isServiceGroup(groupId) && kind !== 'pickup';
