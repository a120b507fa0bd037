import { messages } from '@matchbazaar/contracts';
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';

const m = messages.conversations;

/** New inquiries, requirement contacts and message reports, per account. */
export const inquirySends: RateLimitPolicy = {
  rule: { name: 'conversations:inquiry', limit: 20, windowMs: 60 * 60_000 },
  per: 'user',
  message: m.inquiryRateLimited,
  whenStoreDown: 'open',
};

/** Messages in conversations, per account: a quick typist stays well under it. */
export const messageSends: RateLimitPolicy = {
  rule: { name: 'conversations:message', limit: 30, windowMs: 60_000 },
  per: 'user',
  message: m.messageRateLimited,
  whenStoreDown: 'open',
};

/** Attachment uploads, per account. */
export const attachmentUploads: RateLimitPolicy = {
  rule: { name: 'conversations:attachment', limit: 60, windowMs: 60 * 60_000 },
  per: 'user',
  message: m.attachmentRateLimited,
  whenStoreDown: 'open',
};
