import {
  listingSearchQuerySchema,
  savedListingQueryOf,
  savedQueryKey,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  type SavedSearch,
  type SavedSearchAlert,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';
import type { SearchParams } from './catalogue-api';

/**
 * Saved searches (docs/product/matching.md, "Saved searches"): the caller's list, and saving,
 * changing and deleting one. Answers are checked against their contracts; a refusal is the api
 * client's ApiRequestError with the server's text.
 */

const V1 = '/api/v1/saved-searches';
const seg = encodeURIComponent;

export const savedSearchKeys = {
  mine: (userId: string) => ['account', userId, 'saved-searches'] as const,
};

export const savedSearchesQuery = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.mine(userId),
    queryFn: ({ signal }) =>
      checkedGet(V1, savedSearchesAnswerSchema, signal).then((answer) => answer.data),
  });

/** The key of the search a results page shows, as the server compares saved searches; null: not a search it would save. */
export function searchKeyOf(params: SearchParams): string | null {
  const parsed = listingSearchQuerySchema.safeParse(params);
  return parsed.success ? savedQueryKey(savedListingQueryOf(parsed.data)) : null;
}

const oneAnswer = (body: unknown) => {
  const parsed = savedSearchAnswerSchema.safeParse(body);
  return parsed.success
    ? { savedSearch: parsed.data.data.savedSearch, message: parsed.data.message }
    : null;
};

type Answer = { savedSearch: SavedSearch; message: string };

export function createSavedSearch(body: {
  name: string;
  alert: SavedSearchAlert;
  query: SearchParams;
}): Promise<Answer> {
  return api.call({ method: 'POST', path: V1, body }, oneAnswer);
}

export function updateSavedSearch(
  id: string,
  change: { name?: string; alert?: SavedSearchAlert },
): Promise<Answer> {
  return api.call({ method: 'PATCH', path: `${V1}/${seg(id)}`, body: change }, oneAnswer);
}

export function deleteSavedSearch(id: string): Promise<{ message: string }> {
  return api.call({ method: 'DELETE', path: `${V1}/${seg(id)}` }, (body) =>
    typeof body.message === 'string' ? { message: body.message } : null,
  );
}

/** Its owner opens its results: its matches so far are no longer new. */
export function markSavedSearchSeen(id: string): Promise<Answer> {
  return api.call({ method: 'POST', path: `${V1}/${seg(id)}/seen` }, oneAnswer);
}
