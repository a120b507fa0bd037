import { describe, expect, it } from '@jest/globals';
import { subscriberLinkSigner } from './subscriber-token.js';

const secret = 'a-test-secret-of-at-least-32-characters!';
const signer = subscriberLinkSigner(secret);

/** The same token with one character of its MAC changed. */
function tamperMac(token: string, at: number): string {
  const chars = [...token];
  const i = token.length - 1 - at;
  chars[i] = chars[i] === 'A' ? 'B' : 'A';
  return chars.join('');
}

describe('subscriber link tokens', () => {
  it('round-trips the subscriber id for each purpose', () => {
    for (const id of [1, 42, 2_147_483_647]) {
      expect(signer.verify(signer.sign(id, 'confirm'), 'confirm')).toBe(id);
      expect(signer.verify(signer.sign(id, 'unsubscribe'), 'unsubscribe')).toBe(id);
    }
  });

  it('is short, URL-safe and stable (no expiry, so an old unsubscribe link keeps working)', () => {
    const token = signer.sign(123_456, 'unsubscribe');
    expect(token).toMatch(/^123456\.u\.[A-Za-z0-9_-]{22}$/);
    expect(signer.sign(123_456, 'unsubscribe')).toBe(token);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('never accepts a token for the other purpose', () => {
    expect(signer.verify(signer.sign(7, 'confirm'), 'unsubscribe')).toBeNull();
    expect(signer.verify(signer.sign(7, 'unsubscribe'), 'confirm')).toBeNull();
    // Relabelling the purpose does not help: the MAC covers it.
    const relabelled = signer.sign(7, 'confirm').replace('.c.', '.u.');
    expect(signer.verify(relabelled, 'unsubscribe')).toBeNull();
  });

  it('refuses tampered tokens', () => {
    const token = signer.sign(42, 'confirm');
    expect(signer.verify(token.replace(/^42\./, '43.'), 'confirm')).toBeNull();
    for (let at = 0; at < 22; at++) {
      expect(signer.verify(tamperMac(token, at), 'confirm')).toBeNull();
    }
    // Another spelling of the same MAC bytes (the last character's spare bits) is refused too.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(signer.verify(token.slice(0, -1) + sibling, 'confirm')).toBeNull();
  });

  it('refuses tokens signed with another secret', () => {
    const other = subscriberLinkSigner('another-secret-also-32-characters-long');
    expect(signer.verify(other.sign(42, 'confirm'), 'confirm')).toBeNull();
  });

  it('after a rotation, still takes links signed with a previous secret, and signs with the new one', () => {
    const before = subscriberLinkSigner('the-secret-before-the-rotation-0123456789');
    const mailed = before.sign(42, 'unsubscribe');
    const rotated = subscriberLinkSigner('the-secret-after-the-rotation-01234567890', [
      'the-secret-before-the-rotation-0123456789',
    ]);
    expect(rotated.verify(mailed, 'unsubscribe')).toBe(42);
    expect(rotated.verify(mailed, 'confirm')).toBeNull();
    expect(before.verify(rotated.sign(42, 'unsubscribe'), 'unsubscribe')).toBeNull();
    expect(() => subscriberLinkSigner('s'.repeat(32), ['too-short'])).toThrow(/at least 32/);
  });

  it.each([
    '',
    'garbage',
    '42.c',
    '42.c.',
    '0.c.AAAAAAAAAAAAAAAAAAAAAA',
    '-1.c.AAAAAAAAAAAAAAAAAAAAAA',
    '42.x.AAAAAAAAAAAAAAAAAAAAAA',
    '99999999999.c.AAAAAAAAAAAAAAAAAAAAAA',
    '4294967296.c.AAAAAAAAAAAAAAAAAAAAAA',
    ' 42.c.AAAAAAAAAAAAAAAAAAAAAA',
    '42.c.AAAAAAAAAAAAAAAAAAAAAA\n',
    '42.c.AAAAAAAAAAAAAAAAAAAAAAA',
    '42.c.AAAAAAAAAAAAAAAAAAAAA=',
    'x'.repeat(10_000),
  ])('refuses a malformed token %#', (token) => {
    expect(signer.verify(token, 'confirm')).toBeNull();
  });

  it('refuses a short secret and ids that are not subscriber ids', () => {
    expect(() => subscriberLinkSigner('too-short')).toThrow(/at least 32 characters/);
    for (const id of [0, -1, 1.5, Number.NaN, 2_147_483_648]) {
      expect(() => signer.sign(id, 'confirm')).toThrow(RangeError);
    }
  });
});
