import type { ListingMetaRow, ShopMetaRow } from './page-meta.repository.js';

/**
 * schema.org objects for the public pages' heads (docs/product/findable-pages.md). Pure: the
 * service hands in absolute URLs and the rows; a unit of text here is what a search engine reads.
 */
type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

/** A price in major units as schema.org wants it: a plain decimal string ("95.00"). */
export function schemaPrice(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

export function aggregateRating(average: number | null, count: number): JsonLd | undefined {
  if (average === null || count <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: average.toFixed(2),
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

export function organizationAndWebSite(base: string, name: string, description: string): JsonLd[] {
  return [
    {
      '@context': context,
      '@type': 'Organization',
      '@id': `${base}/#organization`,
      name,
      url: `${base}/`,
      logo: `${base}/icons/app/icon-512.png`,
      description,
    },
    {
      '@context': context,
      '@type': 'WebSite',
      '@id': `${base}/#website`,
      name,
      url: `${base}/`,
      publisher: { '@id': `${base}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${base}/marketplace/browse?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function breadcrumbs(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function itemList(name: string, items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      name: item.name,
    })),
  };
}

const availabilityOf = (listing: ListingMetaRow): string => {
  if (listing.status !== 'published' || listing.availability === 'out_of_stock') {
    return `${context}/OutOfStock`;
  }
  return listing.availability === 'made_to_order' ? `${context}/MadeToOrder` : `${context}/InStock`;
};

const conditions = {
  new: 'NewCondition',
  used: 'UsedCondition',
  refurbished: 'RefurbishedCondition',
} as const;

/**
 * Product with its Offer: name, the photo, the price and currency, the availability, and the shop
 * as the seller with the shop's rating; the listing's own reviews as the product's rating.
 */
export function product(
  listing: ListingMetaRow,
  urls: { page: string; image: string | null; shop: string },
  ratings: { listing: JsonLd | undefined; shop: JsonLd | undefined },
  categoryName: string,
): JsonLd {
  return {
    '@context': context,
    '@type': 'Product',
    name: listing.title,
    description: listing.description,
    ...(urls.image && { image: [urls.image] }),
    ...(listing.sku && { sku: listing.sku }),
    category: categoryName,
    ...(ratings.listing && { aggregateRating: ratings.listing }),
    offers: {
      '@type': 'Offer',
      url: urls.page,
      ...(listing.priceMinor !== null &&
        listing.priceType !== 'on_request' && { price: schemaPrice(listing.priceMinor) }),
      priceCurrency: listing.currency,
      availability: availabilityOf(listing),
      ...(listing.condition && { itemCondition: `${context}/${conditions[listing.condition]}` }),
      ...(listing.dealEndsAt && { priceValidUntil: listing.dealEndsAt.toISOString().slice(0, 10) }),
      seller: {
        '@type': 'Organization',
        name: listing.shop.name,
        url: urls.shop,
        ...(ratings.shop && { aggregateRating: ratings.shop }),
      },
    },
  };
}

export function shopOrganization(shop: ShopMetaRow, url: string, image: string | null): JsonLd {
  const rating = aggregateRating(shop.ratingAverage, shop.ratingCount);
  return {
    '@context': context,
    '@type': 'Organization',
    name: shop.name,
    url,
    ...(image && { logo: image }),
    ...((shop.tagline ?? shop.description) && { description: shop.tagline ?? shop.description }),
    address: {
      '@type': 'PostalAddress',
      addressLocality: shop.city,
      ...(shop.region && { addressRegion: shop.region }),
      addressCountry: shop.country.toUpperCase(),
    },
    ...(rating && { aggregateRating: rating }),
  };
}
