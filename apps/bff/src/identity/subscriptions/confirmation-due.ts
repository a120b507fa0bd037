import { limits } from '@matchbazaar/contracts';
import type { SignupRow } from './subscribers.repository.js';

/**
 * Double opt-in rule: a pending subscriber gets a confirmation unless one was queued within the
 * last 24 hours; confirmed subscribers never get another (unsubscribed ones are pending again by now).
 */
export function confirmationDue(row: SignupRow, now: Date): boolean {
  if (row.status !== 'pending') return false;
  if (row.confirmationSentAt === null) return true;
  return now.getTime() - row.confirmationSentAt.getTime() >= limits.waitlist.confirmationResendMs;
}
