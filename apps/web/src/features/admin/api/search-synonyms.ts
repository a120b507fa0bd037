import {
  adminDoneAnswerSchema,
  synonymSetAnswerSchema,
  synonymSetsAnswerSchema,
  type SynonymSet,
  type SynonymSetInput,
} from '@matchbazaar/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';

const path = '/api/v1/admin/settings/synonyms';
export const searchSynonymsKey = ['admin', 'settings', 'synonyms'] as const;

/** GET: the synonym sets with a word containing `q` (all without). */
export const searchSynonymsQuery = (q: string) =>
  queryOptions({
    queryKey: [...searchSynonymsKey, q],
    queryFn: ({ signal }) =>
      checkedGet(
        q ? `${path}?${new URLSearchParams({ q }).toString()}` : path,
        synonymSetsAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });

/** POST a new set, or PUT the words of the set `id`; the BFF audits it and tells every process. */
function saveSet({ id, terms }: { id: string | null } & SynonymSetInput): Promise<SynonymSet> {
  return api.call(
    {
      method: id === null ? 'POST' : 'PUT',
      path: id === null ? path : `${path}/${encodeURIComponent(id)}`,
      body: { terms },
    },
    (body) => synonymSetAnswerSchema.safeParse(body).data?.data.set ?? null,
  );
}

function deleteSet(id: string): Promise<string> {
  return api.call(
    { method: 'DELETE', path: `${path}/${encodeURIComponent(id)}` },
    (body) => adminDoneAnswerSchema.safeParse(body).data?.message ?? null,
  );
}

/** Saving or deleting a set: every list of sets is read again. */
export function useSynonymSetChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: searchSynonymsKey });
  return {
    save: useMutation({ mutationFn: saveSet, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteSet, onSuccess: refresh }),
  };
}
