import { messages } from '@matchbazaar/contracts';
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';

/** Invitations, per account and hour: a buyer inviting every matched seller is within this. */
export const matchInvites: RateLimitPolicy = {
  rule: { name: 'matching:invite', limit: 60, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.matching.tooManyInvites,
  whenStoreDown: 'open',
};

/** Seen and 'Not relevant' answers, per account and minute: a page of leads opened at once. */
export const leadAnswers: RateLimitPolicy = {
  rule: { name: 'matching:lead', limit: 120, windowMs: 60_000 },
  per: 'user',
  message: messages.matching.tooManyLeadAnswers,
  whenStoreDown: 'open',
};
