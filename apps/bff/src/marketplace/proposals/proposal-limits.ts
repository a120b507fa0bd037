import { messages } from '@matchbazaar/contracts';
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';

/** New proposals, per account and hour: a seller quoting on every request at once is a bot. */
export const proposalSubmissions: RateLimitPolicy = {
  rule: { name: 'proposals:submit', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.proposals.tooManySubmissions,
  whenStoreDown: 'open',
};

/** Every other step on proposals (update, counter, answer, accept...), per account and minute. */
export const proposalWrites: RateLimitPolicy = {
  rule: { name: 'proposals:write', limit: 30, windowMs: 60_000 },
  per: 'user',
  message: messages.proposals.tooManyWrites,
  whenStoreDown: 'open',
};

/** PDF uploads for proposals, per account and hour: three a proposal, with room for second tries. */
export const documentUploads: RateLimitPolicy = {
  rule: { name: 'proposals:document', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.proposals.tooManyDocumentUploads,
  whenStoreDown: 'open',
};
