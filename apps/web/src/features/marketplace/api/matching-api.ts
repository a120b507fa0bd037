import {
  requirementMatchAnswerSchema,
  requirementMatchesAnswerSchema,
  sellerLeadAnswerSchema,
  sellerLeadsAnswerSchema,
  type LeadAction,
  type RequirementMatch,
  type RequirementMatches,
  type SellerLead,
} from '@matchbazaar/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';
import { api } from '../../../lib/session/api';
import { withoutLead } from '../matching/leads-cache';

/**
 * The matching routes (docs/decisions/0027-matching-in-the-worker.md): a requirement's matched
 * listings for its buyer, and a seller's leads. Each answer is checked against its contract; a
 * refusal is the api client's ApiRequestError with the server's text.
 */

const V1 = '/api/v1';
const seg = encodeURIComponent;

export type LeadsFilter = 'open' | 'dismissed';

export const matchingKeys = {
  /** Keyed by the viewer: signing in as someone else reads it again. */
  ofRequirement: (requirementId: string, viewerId: string) =>
    ['matching', 'requirement', requirementId, viewerId] as const,
  requirements: () => ['matching', 'requirement'] as const,
  leadsPrefix: (userId: string) => ['matching', 'leads', userId] as const,
  leads: (userId: string, state: LeadsFilter) => ['matching', 'leads', userId, state] as const,
};

/** How often a requirement the engine has not matched yet is read again. */
export const matchingPollMs = 3_000;

/** GET requirements/:id/matches: the buyer's matched listings, best first. */
export const requirementMatchesQuery = (requirementId: string, viewerId: string) =>
  queryOptions({
    queryKey: matchingKeys.ofRequirement(requirementId, viewerId),
    queryFn: ({ signal }) =>
      checkedGet(
        `${V1}/requirements/${seg(requirementId)}/matches`,
        requirementMatchesAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    // Still matching: ask again every few seconds until the engine has run.
    refetchInterval: (query) => (query.state.data?.matched === false ? matchingPollMs : false),
  });

/** GET seller/leads: the seller's leads, newest first, a page at a time ("Load more"). */
export const sellerLeadsQuery = (userId: string, state: LeadsFilter) =>
  infiniteQueryOptions({
    queryKey: matchingKeys.leads(userId, state),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(
        `${V1}/seller/leads${queryString({ state, cursor: pageParam })}`,
        sellerLeadsAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

/** POST requirements/:id/matches/:matchId/invite: the lead goes to a seller not yet told. */
export function inviteMatch(
  requirementId: string,
  matchId: string,
): Promise<{ match: RequirementMatch; message: string }> {
  return api.call(
    {
      method: 'POST',
      path: `${V1}/requirements/${seg(requirementId)}/matches/${seg(matchId)}/invite`,
    },
    (body) => {
      const parsed = requirementMatchAnswerSchema.safeParse(body);
      return parsed.success
        ? { match: parsed.data.data.match, message: parsed.data.message }
        : null;
    },
  );
}

/** POST seller/leads/:id: 'dismiss' (Not relevant) or 'seen'. */
export function leadAction(
  id: string,
  action: LeadAction['action'],
): Promise<{ lead: SellerLead; message: string }> {
  return api.call(
    { method: 'POST', path: `${V1}/seller/leads/${seg(id)}`, body: { action } },
    (body) => {
      const parsed = sellerLeadAnswerSchema.safeParse(body);
      return parsed.success ? { lead: parsed.data.data.lead, message: parsed.data.message } : null;
    },
  );
}

/** Inviting a matched seller: the buyer's matches take the match as it now is. */
export function useInviteMatch(requirementId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => inviteMatch(requirementId, matchId),
    onSuccess: ({ match }) =>
      queryClient.setQueryData<RequirementMatches>(
        requirementMatchesQuery(requirementId, viewerId).queryKey,
        (data) => {
          if (!data) return data;
          const before = data.items.find((item) => item.id === match.id);
          return {
            ...data,
            sellersNotified: data.sellersNotified + (before && !before.notified ? 1 : 0),
            items: data.items.map((item) => (item.id === match.id ? match : item)),
          };
        },
      ),
  });
}

/**
 * Not relevant: the lead leaves the Open tab at once (its counts with it) and the Dismissed tab is
 * read again.
 */
export function useDismissLead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: SellerLead) => leadAction(lead.id, 'dismiss'),
    onSuccess: (_answer, lead) => {
      queryClient.setQueryData(sellerLeadsQuery(userId, 'open').queryKey, (data) =>
        data ? withoutLead(data, lead) : data,
      );
      void queryClient.invalidateQueries({ queryKey: matchingKeys.leads(userId, 'dismissed') });
    },
  });
}
