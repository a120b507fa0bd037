import { messages } from '@matchbazaar/contracts';
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';

// The rate limits of the money paths: placing, stepping and paying for orders; the ledger's
// writes (payouts) count against the same per-account write budget as order steps.

/** New orders from listings, per account and hour: more is a script, not a shopper. */
export const orderPlacements: RateLimitPolicy = {
  rule: { name: 'orders:place', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.orders.tooManyOrders,
  whenStoreDown: 'open',
};

/** Every step on orders (accept, ship, confirm, dispute messages...), per account and minute. */
export const orderWrites: RateLimitPolicy = {
  rule: { name: 'orders:write', limit: 60, windowMs: 60_000 },
  per: 'user',
  message: messages.orders.tooManyWrites,
  whenStoreDown: 'open',
};

/** Card payments, per account and 10 minutes: enough for typos, too few to test stolen cards. */
export const orderPayments: RateLimitPolicy = {
  rule: { name: 'orders:pay', limit: 10, windowMs: 10 * 60_000 },
  per: 'user',
  message: messages.orders.tooManyPayments,
  whenStoreDown: { unavailable: messages.api.queueUnavailable },
};

/** Adding, verifying, choosing and removing payout methods, per account and hour. */
export const payoutMethodWrites: RateLimitPolicy = {
  rule: { name: 'payout-methods:write', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: messages.orders.tooManyWrites,
  whenStoreDown: 'open',
};
