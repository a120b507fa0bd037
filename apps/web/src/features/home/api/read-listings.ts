import type { Listing } from '@matchbazaar/contracts';

/**
 * Readers of GET /api/v1/listings's answer, by hand like the api client's own: zod would weigh on
 * the home page's first load for a few plain fields. Listings that cannot be read are left out.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const urgencies: readonly unknown[] = ['high', 'medium', 'low'];
const currencies: readonly unknown[] = ['USD', 'INR'];

/** One listing of docs/product/marketplace.md, or null when `value` is not one. */
export function readListing(value: unknown): Listing | null {
  if (!isRecord(value)) return null;
  const { id, title, description, price, category, type, imageUrl, location, postedDate } = value;
  if (!isString(id) || !isString(title) || !isString(description) || !isString(category)) {
    return null;
  }
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (type !== 'buyer' && type !== 'seller') return null;
  if (!isString(imageUrl) || !isString(postedDate) || Number.isNaN(Date.parse(postedDate))) {
    return null;
  }
  const listing: Listing = {
    id,
    title,
    description,
    price,
    category,
    type,
    imageUrl,
    postedDate,
    tags: Array.isArray(value.tags) ? value.tags.filter(isString) : [],
  };
  if (isString(location) && location.trim()) listing.location = location;
  if (urgencies.includes(value.urgency)) listing.urgency = value.urgency as Listing['urgency'];
  if (currencies.includes(value.currency)) listing.currency = value.currency as Listing['currency'];
  return listing;
}

/** `data.listings` of the answer; listings that cannot be read are left out. */
export function readListings(data: unknown): Listing[] | null {
  if (!isRecord(data) || !Array.isArray(data.listings)) return null;
  return data.listings.map(readListing).filter((listing) => listing !== null);
}
