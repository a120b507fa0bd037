import { messages } from '@matchbazaar/contracts';
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';

/** Posting, editing and status changes of listings and requirements, per account and hour. */
export const postWrites: RateLimitPolicy = {
  rule: { name: 'posts:write', limit: 120, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.api.tooManyRequests,
  whenStoreDown: 'open',
};
