import type { Proposal, ProposalRequest, RequirementProposals } from '@matchbazaar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from './catalogue-api';
import { changedProposalOf } from './proposal-changed';
import {
  proposalKeys,
  proposalStep,
  submitProposal,
  updateProposal,
  type ProposalStepCall,
} from './proposals-api';

/**
 * Puts a stored proposal into the requirement's lists at once, then reads them again; an
 * acceptance also closes the requirement, so its page is read again.
 */
export function useStoreProposal(requirementId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (proposal: Proposal) => {
      queryClient.setQueriesData<RequirementProposals>(
        { queryKey: proposalKeys.requirementPrefix(requirementId) },
        (data) => {
          if (!data) return data;
          const known = data.items.some((item) => item.id === proposal.id);
          const items = known
            ? data.items.map((item) => (item.id === proposal.id ? proposal : item))
            : [proposal, ...data.items];
          return { ...data, items };
        },
      );
      void queryClient.invalidateQueries({
        queryKey: proposalKeys.requirementPrefix(requirementId),
      });
      if (proposal.status === 'accepted')
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.requirement(requirementId) });
    },
    [queryClient, requirementId],
  );
}

/** A negotiation step on one of the requirement's proposals; the answer is stored at once. */
export function useProposalStep(requirementId: string) {
  const store = useStoreProposal(requirementId);
  return useMutation({
    mutationFn: ({ id, call }: { id: string; call: ProposalStepCall }) => proposalStep(id, call),
    onSuccess: store,
    onError: (failure) => {
      // The seller changed the terms meanwhile: the card shows the new ones beside the refusal.
      const changed = changedProposalOf(failure);
      if (changed) store(changed);
    },
  });
}

/** A new proposal on `requirementId`, or the seller's change to `proposalId`. */
export const useSaveProposal = () =>
  useMutation({
    mutationFn: ({
      requirementId,
      proposalId,
      body,
    }: {
      requirementId: string;
      proposalId: string | undefined;
      body: ProposalRequest;
    }) => (proposalId ? updateProposal(proposalId, body) : submitProposal(requirementId, body)),
  });
