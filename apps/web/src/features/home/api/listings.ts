import type { ApiClient } from '@matchbazaar/api-client';
import { limits, type Listing, type ListingType } from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/session/api';
import { readListings } from './read-listings';

/** The home page's one call: the newest listings of a type (GET /api/v1/listings?type=&limit=). */
export function listingsPath(type: ListingType): string {
  const query = new URLSearchParams({ type, limit: String(limits.homeDemoListings.perType) });
  return `/api/v1/listings?${query.toString()}`;
}

export function fetchRecentListings(
  type: ListingType,
  signal?: AbortSignal,
  client: Pick<ApiClient, 'call'> = api,
): Promise<Listing[]> {
  return client.call({ path: listingsPath(type), signal }, (body) => readListings(body.data));
}

/** Query keys of the listings this feature reads. */
export const listingKeys = {
  all: ['listings'] as const,
  recent: (type: ListingType) => [...listingKeys.all, 'recent', type] as const,
};

/**
 * The newest listings of `type`, kept while the page lives, so switching tabs back and forth asks
 * once per type.
 */
export const recentListingsQuery = (type: ListingType) =>
  queryOptions({
    queryKey: listingKeys.recent(type),
    queryFn: ({ signal }) => fetchRecentListings(type, signal),
    staleTime: Infinity,
  });
