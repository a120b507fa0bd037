import type { Shop } from '@matchbazaar/contracts';
import { placeOf, type PathTable } from './post-form-helpers';

/** What the shop form edits (strings and a flag, as use-form-state holds them). */
export interface ShopFormValues {
  [key: string]: string | boolean;
  name: string;
  slug: string;
  tagline: string;
  description: string;
  city: string;
  region: string;
  country: string;
  showContact: boolean;
  /** Uploaded photo ids ('' for none) and the URLs that show them. */
  logoId: string;
  logoUrl: string;
  coverId: string;
  coverUrl: string;
}

/** The form for `shop`, or an empty one (India by default) before the shop is opened. */
export function shopValuesOf(shop: Shop | null): ShopFormValues {
  return {
    name: shop?.name ?? '',
    slug: shop?.slug ?? '',
    tagline: shop?.tagline ?? '',
    description: shop?.description ?? '',
    city: shop?.place.city ?? '',
    region: shop?.place.region ?? '',
    country: shop?.place.country ?? 'IN',
    showContact: Boolean(shop?.contact),
    logoId: shop?.logo?.id ?? '',
    logoUrl: shop?.logo?.urls.card ?? '',
    coverId: shop?.cover?.id ?? '',
    coverUrl: shop?.cover?.urls.card ?? '',
  };
}

/** The body of PUT /shops/mine, unchecked. An empty address is left out (derived from the name). */
export function shopRequestOf(values: ShopFormValues) {
  const slug = values.slug.trim().toLowerCase();
  return {
    name: values.name,
    ...(slug && { slug }),
    tagline: values.tagline,
    description: values.description,
    place: placeOf(values),
    showContact: values.showContact,
    logoImageId: values.logoId || null,
    coverImageId: values.coverId || null,
  };
}

export const shopErrorFields: PathTable = [
  ['name', 'name'],
  ['slug', 'slug'],
  ['tagline', 'tagline'],
  ['description', 'description'],
  ['place', 'city'],
  ['place.region', 'region'],
  ['place.country', 'country'],
  ['showContact', 'showContact'],
  ['logoImageId', 'logoId'],
  ['coverImageId', 'coverId'],
  ['shipping', 'shipping'],
];
