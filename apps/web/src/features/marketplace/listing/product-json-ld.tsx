import type { ListingDetail } from '@matchbazaar/contracts';

/**
 * schema.org Product and Offer data for search engines. `<` is written as \u003c so no text of
 * the seller's can close the script element.
 */
export function ProductJsonLd({ listing, url }: { listing: ListingDetail; url: string }) {
  const price = listing.price.amountMinor;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.description,
    image: listing.images.map((image) => new URL(image.urls.large, url).toString()),
    category: listing.category,
    ...(listing.sku && { sku: listing.sku }),
    ...(listing.condition && {
      itemCondition: `https://schema.org/${{ new: 'NewCondition', used: 'UsedCondition', refurbished: 'RefurbishedCondition' }[listing.condition]}`,
    }),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: listing.price.currency,
      ...(price !== null && { price: (price / 100).toFixed(2) }),
      ...(listing.deal && { priceValidUntil: listing.deal.endsAt.slice(0, 10) }),
      availability:
        listing.status === 'published' && listing.availability !== 'out_of_stock'
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: listing.shopDetails.name },
    },
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
