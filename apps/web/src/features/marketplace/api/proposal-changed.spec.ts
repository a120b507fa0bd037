import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '@matchbazaar/api-client';
import { apiErrorCodes, proposalSchema, type Proposal } from '@matchbazaar/contracts';
import { changedProposalOf } from './proposal-changed';

const proposal: Proposal = proposalSchema.parse({
  id: 'p-1',
  requirementId: 'r-1',
  requirementTitle: 'Turmeric',
  buyerId: 'b-1',
  status: 'submitted',
  version: 2,
  currency: 'USD',
  unitPriceMinor: 9_900,
  quantity: 500,
  totalMinor: 4_950_000,
  deliveryDays: 7,
  validUntil: '2027-01-01',
  message: 'New terms',
  attachments: [],
  documents: [],
  counter: null,
  declineReason: null,
  seller: {
    id: 's-1',
    displayName: 'Asha',
    shopName: null,
    shopSlug: null,
    verified: false,
    rating: null,
    responseMinutes: null,
  },
  history: [],
  orderId: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-02T00:00:00.000Z',
});

const refusal = (body: Record<string, unknown>) =>
  new ApiRequestError({
    kind: 'http',
    status: 409,
    message: 'refused',
    body: { success: false, message: 'Refused.', errors: [], ...body },
  });

describe('changedProposalOf', () => {
  it('reads the proposal as it is now from a proposal_changed refusal', () => {
    const failure = refusal({ code: apiErrorCodes.proposalChanged, data: { proposal } });
    expect(changedProposalOf(failure)).toEqual(proposal);
  });

  it('is null for any other refusal, and for a body it cannot read', () => {
    expect(changedProposalOf(refusal({}))).toBeNull();
    expect(changedProposalOf(refusal({ code: apiErrorCodes.proposalChanged }))).toBeNull();
    expect(changedProposalOf(new Error('offline'))).toBeNull();
  });
});
