import type { RateRule } from '../redis/rate-limiter.js';

const MINUTE = 60_000;

/**
 * Throttles of the accounts API (README "Accounts"). Sign-in: 10 failures per account in 15 minutes
 * lock that account for 15 minutes (at most 40 guesses an hour, under ASVS's 100), and 50 failures
 * per client in 15 minutes lock that client. Verification messages: 1 a minute and 5 an hour per
 * address. Mail-sending requests: 100 per client in 15 minutes (generous: one office or proxy is
 * one client; the per-address limits are what protect an inbox).
 */
export const authLimits = {
  loginAccount: {
    name: 'auth:login:account',
    limit: 10,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
  },
  loginClient: { name: 'auth:login:client', limit: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  sendPerMinute: { name: 'auth:send:minute', limit: 1, windowMs: MINUTE },
  sendPerHour: { name: 'auth:send:hour', limit: 5, windowMs: 60 * MINUTE },
  mailClient: { name: 'auth:mail:client', limit: 100, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;
