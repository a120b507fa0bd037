import { queryOptions } from '@tanstack/react-query';
import { fetchMyShop } from './posting-api';

/** Query keys of the author's own catalogue data; they carry the user's id (see account's). */
export const postingKeys = {
  all: (userId: string) => ['posting', userId] as const,
  shop: (userId: string) => [...postingKeys.all(userId), 'shop'] as const,
  listing: (userId: string, id: string) => [...postingKeys.all(userId), 'listing', id] as const,
  requirement: (userId: string, id: string) =>
    [...postingKeys.all(userId), 'requirement', id] as const,
  mine: (userId: string, kind: 'listing' | 'requirement') =>
    [...postingKeys.all(userId), 'mine', kind] as const,
};

/** The caller's shop (null until opened), read fresh on each visit. */
export const myShopQuery = (userId: string, enabled = true) =>
  queryOptions({
    queryKey: postingKeys.shop(userId),
    queryFn: ({ signal }) => fetchMyShop(signal),
    staleTime: 0,
    enabled,
  });
