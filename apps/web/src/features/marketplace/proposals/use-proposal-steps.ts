import type { Proposal, RequirementProposals } from '@matchbazaar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from '../api/catalogue-api';
import { changedProposalOf } from '../api/proposal-changed';
import { proposalKeys, proposalStep, type ProposalStepCall } from '../api/proposals-api';

/**
 * Runs a negotiation step and puts the stored proposal it answers into the page's list at once;
 * an acceptance also closes the requirement, so its page is read again.
 */
export function useProposalSteps(requirementId: string) {
  const queryClient = useQueryClient();
  const store = useCallback(
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
  const run = useCallback(
    async (id: string, call: ProposalStepCall) => {
      try {
        const proposal = await proposalStep(id, call);
        store(proposal);
        return proposal;
      } catch (failure) {
        // The seller changed the terms meanwhile: the card shows the new ones beside the refusal.
        const changed = changedProposalOf(failure);
        if (changed) store(changed);
        throw failure;
      }
    },
    [store],
  );
  return { run, store };
}
