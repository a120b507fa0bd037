import { describe, expect, it } from '@jest/globals';
import { messages } from './messages.js';

describe('message catalogue (the fixed texts, word for word)', () => {
  it('access gate attempt messages, singular when one remains', () => {
    expect(messages.accessGate.firstWrong).toBe('Invalid access code. Please try again.');
    expect(messages.accessGate.attemptsRemaining(3)).toBe(
      'Invalid access code. 3 attempts remaining before timeout.',
    );
    expect(messages.accessGate.attemptsRemaining(2)).toBe(
      'Invalid access code. 2 attempts remaining before timeout.',
    );
    expect(messages.accessGate.attemptsRemaining(1)).toBe(
      'Invalid access code. 1 attempt remaining before timeout.',
    );
  });

  it('lockout texts and the locked button', () => {
    expect(messages.accessGate.lockoutLine(30)).toBe(
      'Too many failed attempts. Please try again in 30 seconds.',
    );
    expect(messages.accessGate.lockoutText(7)).toBe(
      'Too many failed attempts. Please wait 7 seconds before trying again.',
    );
    expect(messages.accessGate.lockedButton(30)).toBe('Locked (30s)');
  });

  it('typed contact-verification messages', () => {
    expect(messages.contactVerification.tokenMissing('email')).toBe(
      'Missing verification token for email',
    );
    expect(messages.contactVerification.unauthorized('phone')).toBe(
      "Unauthorized: You don't have permission to verify this phone.",
    );
    expect(messages.contactVerification.timedOut('email')).toBe('email verification timed out.');
  });

  it('permission denial keeps both variants', () => {
    expect(messages.permission.denied.endsWith('.')).toBe(true);
    expect(messages.permission.deniedAuthGuard.endsWith('.')).toBe(false);
  });

  it('launch page titles of docs/product/launch-page.md and the copyright line with the year', () => {
    const t = messages.launchPage;
    expect(t.title).toBe("We're Launching Soon");
    expect(t.signupTitle).toBe('Join the AI Revolution');
    expect(Object.values(t.features).map((f) => f.title)).toEqual([
      'AI-Powered Recommendations',
      'Lightning Fast Performance',
      'Secure Transactions',
      "Crafting Tomorrow's Innovation",
      'Engineering Excellence',
    ]);
    expect(messages.common.copyright(2027)).toBe('© 2027 MatchBazaar. All rights reserved.');
  });
});
