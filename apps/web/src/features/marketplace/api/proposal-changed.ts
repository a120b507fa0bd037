import { isApiRequestError } from '@matchbazaar/api-client';
import { apiErrorCodes, proposalChangedErrorSchema, type Proposal } from '@matchbazaar/contracts';

/**
 * The proposal as it is now, when an acceptance was refused because its terms changed since the
 * buyer read them (409 `proposal_changed`, docs/product/live-marketplace.md); null for any other
 * failure.
 */
export function changedProposalOf(failure: unknown): Proposal | null {
  if (!isApiRequestError(failure) || failure.code !== apiErrorCodes.proposalChanged) return null;
  const parsed = proposalChangedErrorSchema.safeParse(failure.body);
  return parsed.success ? parsed.data.data.proposal : null;
}
