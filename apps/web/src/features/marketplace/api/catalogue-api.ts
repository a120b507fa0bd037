import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';

import { api } from '../../../lib/session/api';

/**
 * The public catalogue's reads (docs/product/marketplace.md), each answer checked against its
 * contract: a shape the page cannot read is a failure shown as one, never a half-drawn page.
 */

const get = checkedGet;

type Answers = typeof import('./catalogue-answers');
/** An answer's schema, loaded with the first query that needs one. */
const answer =
  <K extends keyof Answers>(name: K) =>
  (): Promise<Answers[K]> =>
    import('./catalogue-answers').then((schemas) => schemas[name]);

export type SearchParams = Record<string, string | undefined>;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  listingSearch: (params: SearchParams) => [...catalogueKeys.all, 'listings', params] as const,
  requirementSearch: (params: SearchParams) =>
    [...catalogueKeys.all, 'requirements', params] as const,
  listing: (id: string) => [...catalogueKeys.all, 'listing', id] as const,
  requirement: (id: string) => [...catalogueKeys.all, 'requirement', id] as const,
  shops: (params: SearchParams) => [...catalogueKeys.all, 'shops', params] as const,
  shop: (key: string) => [...catalogueKeys.all, 'shop', key] as const,
  suggest: (q: string) => [...catalogueKeys.all, 'suggest', q] as const,
  saved: (userId: string) => ['account', userId, 'saved'] as const,
  recent: (userId: string) => ['account', userId, 'recent'] as const,
};

/** Listing search pages, one cursor after another ("Load more"). */
export const listingSearchQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.listingSearch(params),
    queryFn: ({ pageParam, signal }) =>
      get(
        `/api/v1/listings/search${queryString({ ...params, cursor: pageParam })}`,
        answer('listingSearchAnswerSchema'),
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export const requirementSearchQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.requirementSearch(params),
    queryFn: ({ pageParam, signal }) =>
      get(
        `/api/v1/requirements/search${queryString({ ...params, cursor: pageParam })}`,
        answer('requirementSearchAnswerSchema'),
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.listing(id),
    queryFn: ({ signal }) =>
      get(`/api/v1/listings/${encodeURIComponent(id)}`, answer('listingAnswerSchema'), signal).then(
        (answer) => answer.data.listing,
      ),
  });

export const requirementQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.requirement(id),
    queryFn: ({ signal }) =>
      get(
        `/api/v1/requirements/${encodeURIComponent(id)}`,
        answer('requirementAnswerSchema'),
        signal,
      ).then((answer) => answer.data.requirement),
  });

export const shopsQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.shops(params),
    queryFn: ({ pageParam, signal }) =>
      get(
        `/api/v1/shops${queryString({ ...params, cursor: pageParam })}`,
        answer('shopPageAnswerSchema'),
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 60_000,
  });

export const shopQuery = (key: string) =>
  queryOptions({
    queryKey: catalogueKeys.shop(key),
    queryFn: ({ signal }) =>
      get(`/api/v1/shops/${encodeURIComponent(key)}`, answer('shopAnswerSchema'), signal).then(
        (answer) => answer.data.shop,
      ),
    staleTime: 60_000,
  });

export const suggestQuery = (q: string) =>
  queryOptions({
    queryKey: catalogueKeys.suggest(q),
    queryFn: ({ signal }) =>
      get(
        `/api/v1/search/suggest${queryString({ q })}`,
        answer('suggestAnswerSchema'),
        signal,
      ).then((answer) => answer.data),
    staleTime: 60_000,
  });

export const savedListingsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.saved(userId),
    queryFn: ({ pageParam, signal }) =>
      get(
        `/api/v1/saved-listings${queryString({ cursor: pageParam })}`,
        answer('savedListingsAnswerSchema'),
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

export const recentViewsQuery = (userId: string) =>
  queryOptions({
    queryKey: catalogueKeys.recent(userId),
    queryFn: ({ signal }) =>
      get('/api/v1/recent-views', answer('recentViewsAnswerSchema'), signal).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
  });

const done = () => ({});

/** Save or unsave a listing (both idempotent). */
export function setSaved(listingId: string, saved: boolean) {
  return api.call(
    {
      path: `/api/v1/saved-listings/${encodeURIComponent(listingId)}`,
      method: saved ? 'PUT' : 'DELETE',
    },
    done,
  );
}

export function clearRecentViews() {
  return api.call({ path: '/api/v1/recent-views', method: 'DELETE' }, done);
}
