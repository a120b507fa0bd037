import {
  myProposalsAnswerSchema,
  proposalAnswerSchema,
  proposalDocumentRules,
  proposalDocumentUploadAnswerSchema,
  requirementProposalsAnswerSchema,
  type CounterAnswerRequest,
  type CounterOfferRequest,
  type Proposal,
  type ProposalAcceptRequest,
  type ProposalDeclineRequest,
  type ProposalRequest,
  type ProposalStatus,
  type UploadedDocument,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';
import { api } from '../../../lib/session/api';

/**
 * The proposal routes (docs/product/live-marketplace.md, "Proposals"), each answer checked against
 * its contract. A refusal is the api client's ApiRequestError, with the server's text and field
 * errors for the forms.
 */

const V1 = '/api/v1';
const seg = encodeURIComponent;

export const proposalKeys = {
  mine: (userId: string, status: ProposalStatus | undefined) =>
    ['proposals', 'mine', userId, status ?? 'all'] as const,
  minePrefix: (userId: string) => ['proposals', 'mine', userId] as const,
  /** Keyed by the viewer too: signing in or out reads it again as the new viewer. */
  ofRequirement: (requirementId: string, viewerId: string | null) =>
    ['proposals', 'requirement', requirementId, viewerId ?? 'visitor'] as const,
  requirementPrefix: (requirementId: string) =>
    ['proposals', 'requirement', requirementId] as const,
  requirements: () => ['proposals', 'requirement'] as const,
};

/** GET proposals/mine: the caller's proposals as a seller, most recently changed first. */
export const myProposalsQuery = (userId: string, status: ProposalStatus | undefined) =>
  queryOptions({
    queryKey: proposalKeys.mine(userId, status),
    queryFn: ({ signal }) =>
      checkedGet(
        `${V1}/proposals/mine${queryString({ status })}`,
        myProposalsAnswerSchema,
        signal,
      ).then((answer) => answer.data.items),
  });

/** GET requirements/:id/proposals: the buyer's compare view, or the seller's own and the CTA. */
export const requirementProposalsQuery = (requirementId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: proposalKeys.ofRequirement(requirementId, viewerId),
    queryFn: ({ signal }) =>
      checkedGet(
        `${V1}/requirements/${seg(requirementId)}/proposals`,
        requirementProposalsAnswerSchema,
        signal,
      ).then((answer) => answer.data),
  });

const proposalOf = (body: Record<string, unknown>) => {
  const parsed = proposalAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data.data.proposal : null;
};

export function submitProposal(requirementId: string, body: ProposalRequest): Promise<Proposal> {
  return api.call(
    { method: 'POST', path: `${V1}/requirements/${seg(requirementId)}/proposals`, body },
    proposalOf,
  );
}

export function updateProposal(id: string, body: ProposalRequest): Promise<Proposal> {
  return api.call({ method: 'PATCH', path: `${V1}/proposals/${seg(id)}`, body }, proposalOf);
}

/** POST requirements/:id/proposal-documents: a PDF for the proposal, named later by documentIds. */
export function uploadProposalDocument(
  requirementId: string,
  file: File,
): Promise<UploadedDocument> {
  const form = new FormData();
  form.append(proposalDocumentRules.field, file, file.name);
  return api.call(
    {
      method: 'POST',
      path: `${V1}/requirements/${seg(requirementId)}/proposal-documents`,
      body: form,
      // Up to 10 MB on a slow line.
      timeoutMs: 120_000,
    },
    (body) => {
      const parsed = proposalDocumentUploadAnswerSchema.safeParse(body);
      return parsed.success ? parsed.data.data.document : null;
    },
  );
}

/** One negotiation step and its body, as the routes take them. */
export type ProposalStepCall =
  | { step: 'withdraw' | 'shortlist' }
  | { step: 'accept'; body: ProposalAcceptRequest }
  | { step: 'counter'; body: CounterOfferRequest }
  | { step: 'answer-counter'; body: CounterAnswerRequest }
  | { step: 'decline'; body: ProposalDeclineRequest };

export function proposalStep(id: string, call: ProposalStepCall): Promise<Proposal> {
  return api.call(
    {
      method: 'POST',
      path: `${V1}/proposals/${seg(id)}/${call.step}`,
      ...('body' in call && { body: call.body }),
    },
    proposalOf,
  );
}
