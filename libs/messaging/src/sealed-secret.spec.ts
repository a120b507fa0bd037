import { describe, expect, it } from '@jest/globals';
import { secretSealer } from './sealed-secret.js';

const oldSecret = 'the-secret-before-the-rotation-0123456789';
const newSecret = 'the-secret-after-the-rotation-01234567890';

describe('sealed secrets', () => {
  it('opens what it sealed, for the same context only', () => {
    const sealer = secretSealer(newSecret);
    const sealed = sealer.seal('123456', 'phone code');
    expect(sealer.open(sealed, 'phone code')).toBe('123456');
    expect(() => sealer.open(sealed, 'reset token')).toThrow();
    expect(sealer.isCurrent(sealed, 'phone code')).toBe(true);
  });

  it('during a rotation, opens what the previous secret sealed, and says it wants sealing again', () => {
    const sealedBefore = secretSealer(oldSecret).seal('IN00012345678', 'payout number');
    expect(() => secretSealer(newSecret).open(sealedBefore, 'payout number')).toThrow();
    const rotating = secretSealer(newSecret, [oldSecret]);
    expect(rotating.open(sealedBefore, 'payout number')).toBe('IN00012345678');
    expect(rotating.isCurrent(sealedBefore, 'payout number')).toBe(false);
    // Sealed again, it opens with the new secret alone: the old one can then go.
    const resealed = rotating.seal(rotating.open(sealedBefore, 'payout number'), 'payout number');
    expect(secretSealer(newSecret).open(resealed, 'payout number')).toBe('IN00012345678');
  });

  it('refuses an altered text', () => {
    const sealer = secretSealer(newSecret, [oldSecret]);
    const sealed = sealer.seal('token', 'verify');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => sealer.open(altered, 'verify')).toThrow();
    expect(() => sealer.open('short', 'verify')).toThrow(/not a sealed secret/);
  });
});
