import { describe, expect, it } from '@jest/globals';
import { eventsFrom, listingLifecycle, nextStatus, requirementLifecycle } from './lifecycle.js';

describe('post lifecycles', () => {
  it.each([
    ['draft', 'submit', false, 'published'],
    ['draft', 'submit', true, 'pending_review'],
    ['rejected', 'submit', false, 'published'],
    ['pending_review', 'approve', false, 'published'],
    ['published', 'pause', false, 'paused'],
    ['paused', 'resume', false, 'published'],
    ['published', 'close', false, 'closed'],
    ['expired', 'renew', true, 'pending_review'],
    ['closed', 'renew', false, 'published'],
    ['published', 'expire', false, 'expired'],
    ['published', 'reject', false, 'rejected'],
    ['draft', 'pause', false, undefined],
    ['closed', 'close', false, undefined],
    ['published', 'approve', false, undefined],
  ] as const)('listing %s --%s (reviewed: %p)--> %p', (from, event, reviewed, to) => {
    expect(nextStatus(listingLifecycle, from, event, reviewed)).toBe(to);
  });

  it('requirements open instead of publishing and cannot pause', () => {
    expect(nextStatus(requirementLifecycle, 'draft', 'submit')).toBe('open');
    expect(nextStatus(requirementLifecycle, 'open', 'close')).toBe('closed');
    expect(eventsFrom(requirementLifecycle, 'open')).toEqual(['reject', 'close', 'expire']);
  });

  it('every status a listing can reach is left by some event or is where posts rest', () => {
    expect(eventsFrom(listingLifecycle, 'published')).toEqual([
      'reject',
      'pause',
      'close',
      'expire',
    ]);
    expect(eventsFrom(listingLifecycle, 'closed')).toEqual(['renew']);
    expect(eventsFrom(listingLifecycle, 'expired')).toEqual(['renew']);
  });
});
