import { messages } from '@matchbazaar/contracts';
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import type { RateRule } from '../../platform/rate-limits/rate-limiter.js';

const MINUTE = 60_000;

/**
 * Throttles of the accounts API (README "Accounts"). Every sign-in attempt is counted before its
 * password is checked, so parallel guesses cannot slip past the count.
 * - Per account and client: 10 attempts in 15 minutes lock that pair for 15 minutes. A right
 *   password clears it. Someone guessing from elsewhere does not lock the owner out.
 * - Per account, from anywhere: 100 attempts an hour lock it for 15 minutes (at most ~100 guesses
 *   an hour from a botnet, ASVS's bound; slow enough that the owner is rarely in the way).
 * - Per client: 50 attempts in 15 minutes across accounts lock that client (a success gives its
 *   attempt back, so one office behind one address is not locked by its own users).
 * Verification messages: 1 a minute and 5 an hour per address. Mail-sending requests: 100 per
 * client in 15 minutes (generous: the per-address limits are what protect an inbox).
 */
export const authLimits = {
  loginAccountClient: {
    name: 'auth:login:account-client',
    limit: 10,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
  },
  loginAccount: {
    name: 'auth:login:account',
    limit: 100,
    windowMs: 60 * MINUTE,
    lockMs: 15 * MINUTE,
  },
  loginClient: { name: 'auth:login:client', limit: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  sendPerMinute: { name: 'auth:send:minute', limit: 1, windowMs: MINUTE },
  sendPerHour: { name: 'auth:send:hour', limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

/** Requests that send mail (register, reset, resend), per client, before anything else runs. */
export const mailSendingLimit: RateLimitPolicy = {
  rule: { name: 'auth:mail:client', limit: 100, windowMs: 15 * MINUTE },
  per: 'client',
  message: messages.api.tooManyRequests,
  whenStoreDown: { unavailable: messages.api.serviceUnavailable },
};
