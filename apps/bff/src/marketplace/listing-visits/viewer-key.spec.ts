import { describe, expect, it } from '@jest/globals';
import { viewerKey } from './viewer-key.js';

const secret = 's'.repeat(32);
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

describe('viewerKey', () => {
  it('is the account when signed in, whatever the address', () => {
    const a = viewerKey(secret, '2026-11-27', {
      userId: 'u1',
      address: '1.2.3.4',
      userAgent: chrome,
    });
    const b = viewerKey(secret, '2026-11-27', { userId: 'u1', address: '5.6.7.8', userAgent: 'x' });
    expect(a).toBe(b);
    expect(a).toHaveLength(32);
    expect(a).not.toContain('u1');
  });

  it('is the address and agent for a visitor: another of either is another viewer', () => {
    const visitor = { userId: null, address: '2001:db8:1:2::/64', userAgent: chrome };
    const key = viewerKey(secret, '2026-11-27', visitor);
    expect(viewerKey(secret, '2026-11-27', { ...visitor })).toBe(key);
    expect(viewerKey(secret, '2026-11-27', { ...visitor, address: '2001:db8:1:3::/64' })).not.toBe(
      key,
    );
    expect(
      viewerKey(secret, '2026-11-27', { ...visitor, userAgent: `${chrome} Edg/131` }),
    ).not.toBe(key);
  });

  it('cannot be linked across days or guessed without the secret', () => {
    const viewer = { userId: 'u1', address: '1.2.3.4', userAgent: chrome };
    expect(viewerKey(secret, '2026-11-27', viewer)).not.toBe(
      viewerKey(secret, '2026-11-28', viewer),
    );
    expect(viewerKey(secret, '2026-11-27', viewer)).not.toBe(
      viewerKey('t'.repeat(32), '2026-11-27', viewer),
    );
  });
});
