import { describe, expect, it } from '@jest/globals';
import { confirmationDue } from './confirmation-due.js';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('confirmationDue', () => {
  it('sends the first confirmation to a pending subscriber', () => {
    expect(confirmationDue({ id: 1, status: 'pending', confirmationSentAt: null }, now)).toBe(true);
  });

  it('sends no second one within 24 hours, and one again after', () => {
    const pending = (sentAt: Date) => ({
      id: 1,
      status: 'pending' as const,
      confirmationSentAt: sentAt,
    });
    expect(confirmationDue(pending(hoursAgo(0)), now)).toBe(false);
    expect(confirmationDue(pending(hoursAgo(23.99)), now)).toBe(false);
    expect(confirmationDue(pending(hoursAgo(24)), now)).toBe(true);
  });

  it('never sends one to a confirmed or unsubscribed subscriber', () => {
    expect(confirmationDue({ id: 1, status: 'confirmed', confirmationSentAt: null }, now)).toBe(
      false,
    );
    expect(
      confirmationDue({ id: 1, status: 'unsubscribed', confirmationSentAt: hoursAgo(48) }, now),
    ).toBe(false);
  });
});
