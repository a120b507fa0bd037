import type {
  Availability,
  Currency,
  ListingCondition,
  ListingDetail,
  PostIntent,
  PriceType,
  QuantityUnit,
  ShippingOption,
  Shop,
} from '@matchbazaar/contracts';
import { shippingKinds } from '@matchbazaar/contracts';
import {
  amountOf,
  amountText,
  isoOfLocalDateTime,
  localDateTimeText,
  photoValueOf,
  placeOf,
  quantityOf,
  type PathTable,
  type PhotoValue,
  type PlaceValues,
} from './post-form-helpers';
import { emptyShippingValues, type ShippingValues } from './shipping-options-field';

/** What the post-listing form edits: text as typed, turned into the API's request on submit. */
export interface ListingFormValues extends PlaceValues {
  title: string;
  description: string;
  category: string;
  photos: PhotoValue[];
  priceType: PriceType;
  price: string;
  currency: Currency;
  priceUnit: QuantityUnit;
  minOrder: string;
  minOrderUnit: QuantityUnit;
  availability: Availability;
  condition: ListingCondition | '';
  tags: string[];
  attributes: { name: string; value: string }[];
  dealOn: boolean;
  compareAt: string;
  dealEnds: string;
  sku: string;
  shipping: ShippingValues;
}

/** The currency a shop in `country` prices in by default. */
export const currencyOfCountry = (country: string | undefined): Currency =>
  country === 'IN' ? 'INR' : 'USD';

/** A new listing: the shop's place and currency. */
export function emptyListingValues(shop: Shop | null): ListingFormValues {
  return {
    title: '',
    description: '',
    category: '',
    photos: [],
    priceType: 'fixed',
    price: '',
    currency: currencyOfCountry(shop?.place.country),
    priceUnit: 'piece',
    minOrder: '1',
    minOrderUnit: 'piece',
    availability: 'in_stock',
    condition: 'new',
    tags: [],
    attributes: [],
    dealOn: false,
    compareAt: '',
    dealEnds: '',
    sku: '',
    // The shop's default shipping, when it is in the currency the new listing starts in.
    shipping:
      shop?.shipping && shop.shipping.currency === currencyOfCountry(shop.place.country)
        ? shippingValuesOf(shop.shipping.options)
        : emptyShippingValues(),
    city: shop?.place.city ?? '',
    region: shop?.place.region ?? '',
    country: shop?.place.country ?? '',
  };
}

/**
 * A saved listing as form values: to edit it, or (`copy`) to start a new post from it. A copy
 * keeps the photos (the same author's uploads) but not the SKU, which names one listing, nor the
 * deal, whose end has likely passed.
 */
export function listingValuesOf(listing: ListingDetail, copy = false): ListingFormValues {
  const dealOn = !copy && listing.deal !== null;
  return {
    title: listing.title,
    description: listing.description,
    category: listing.category,
    photos: listing.images.map(photoValueOf),
    priceType: listing.price.type,
    price: amountText(listing.price.amountMinor),
    currency: listing.price.currency,
    priceUnit: listing.price.unit,
    minOrder: String(listing.minOrder.quantity),
    minOrderUnit: listing.minOrder.unit,
    availability: listing.availability,
    condition: listing.condition ?? '',
    tags: [...listing.tags],
    attributes: listing.attributes.map((a) => ({ ...a })),
    dealOn,
    compareAt: dealOn ? amountText(listing.deal?.compareAtMinor) : '',
    dealEnds: dealOn ? localDateTimeText(listing.deal?.endsAt) : '',
    sku: copy ? '' : (listing.sku ?? ''),
    shipping: shippingValuesOf(listing.shipping),
    city: listing.place.city,
    region: listing.place.region ?? '',
    country: listing.place.country,
  };
}

/** Options as the shipping field holds them (ticked, with their costs as typed). */
export function shippingValuesOf(options: readonly ShippingOption[]): ShippingValues {
  const values = emptyShippingValues();
  for (const option of options) {
    values[option.kind] = {
      on: true,
      amount: 'amountMinor' in option ? amountText(option.amountMinor) : '',
    };
  }
  return values;
}

/** The options ticked, in the form's order; a priced one's cost as typed (NaN is refused). */
export const shippingRequestOf = (values: ShippingValues) =>
  shippingKinds
    .filter((kind) => values[kind].on)
    .map((kind) =>
      kind === 'flat' || kind === 'per_unit'
        ? { kind, amountMinor: amountOf(values[kind].amount) ?? Number.NaN }
        : { kind },
    );

const samePlace = (values: PlaceValues, shop: Shop | null) =>
  shop !== null &&
  values.city.trim() === shop.place.city &&
  values.region.trim() === (shop.place.region ?? '') &&
  values.country.trim().toUpperCase() === shop.place.country;

/**
 * The body of POST /listings (or PUT /listings/:id), unchecked: the contracts schema checks it.
 * The shop's own place is left out, so the listing keeps the shop's map point too.
 */
export function listingRequestOf(values: ListingFormValues, intent: PostIntent, shop: Shop | null) {
  const onRequest = values.priceType === 'on_request';
  const noPlace = samePlace(values, shop) || (shop !== null && values.city.trim() === '');
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    price: {
      type: values.priceType,
      amountMinor: onRequest ? null : amountOf(values.price),
      currency: values.currency,
      unit: values.priceUnit,
    },
    minOrder: { quantity: quantityOf(values.minOrder), unit: values.minOrderUnit },
    availability: values.availability,
    condition: values.condition === '' ? null : values.condition,
    ...(!noPlace && { place: placeOf(values) }),
    imageIds: values.photos.map((photo) => photo.id),
    tags: values.tags,
    // Rows left wholly empty are not attributes; half-filled ones are refused with the rule.
    attributes: values.attributes.filter((a) => a.name.trim() !== '' || a.value.trim() !== ''),
    deal: values.dealOn
      ? {
          compareAtMinor: amountOf(values.compareAt) ?? Number.NaN,
          endsAt: isoOfLocalDateTime(values.dealEnds),
        }
      : null,
    sku: values.sku.trim() === '' ? null : values.sku.trim(),
    shipping: shippingRequestOf(values.shipping),
    intent,
  };
}

/** Where each error path of the listing request shows in the form. */
export const listingErrorFields: PathTable = [
  ['title', 'title'],
  ['description', 'description'],
  ['category', 'category'],
  ['price', 'price'],
  ['price.type', 'priceType'],
  ['price.amountMinor', 'price'],
  ['price.currency', 'currency'],
  ['price.unit', 'priceUnit'],
  ['minOrder', 'minOrder'],
  ['minOrder.unit', 'minOrderUnit'],
  ['availability', 'availability'],
  ['condition', 'condition'],
  ['place', 'city'],
  ['place.region', 'region'],
  ['place.country', 'country'],
  ['imageIds', 'photos'],
  ['tags', 'tags'],
  ['attributes', 'attributes'],
  ['deal', 'compareAt'],
  ['deal.endsAt', 'dealEnds'],
  ['sku', 'sku'],
  ['shipping', 'shipping'],
];

/** The form's fields in reading order: focus goes to the first with an error. */
export const listingFieldOrder = [
  'title',
  'category',
  'description',
  'photos',
  'priceType',
  'price',
  'currency',
  'priceUnit',
  'minOrder',
  'minOrderUnit',
  'availability',
  'condition',
  'compareAt',
  'dealEnds',
  'tags',
  'attributes',
  'sku',
  'shipping',
  'city',
  'region',
  'country',
] as const;
