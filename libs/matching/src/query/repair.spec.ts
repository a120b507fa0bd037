import { describe, expect, it } from '@jest/globals';
import { editDistance, repairedText, repairWord } from './repair.ts';

describe('spelling repair against the vocabulary', () => {
  it('counts edits, a swap of neighbours as one, and stops past the most asked', () => {
    expect(editDistance('motercycle', 'motorcycle', 2)).toBe(1);
    expect(editDistance('basmtai', 'basmati', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('short', 'muchlongerword', 2)).toBe(3);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
  });

  it('repairs words the vocabulary knows, one slip in a short word and two in a longer one', () => {
    expect(repairWord('motercycle')).toBe('motorcycle');
    expect(repairWord('basmathi')).toBe('basmati');
    expect(repairWord('refrigerater')).toBe('refrigerator');
  });

  it('leaves known, short, numbered and unlike words alone', () => {
    expect(repairWord('motorcycle')).toBeNull();
    expect(repairWord('tv')).toBeNull();
    expect(repairWord('s24ultra')).toBeNull();
    expect(repairWord('qwzxflurb')).toBeNull();
  });

  it('answers the repaired words, or null when nothing was repaired', () => {
    expect(repairedText('old motercycle')).toBe('old motorcycle');
    expect(repairedText('motorcycle')).toBeNull();
    expect(repairedText('')).toBeNull();
    expect(repairedText('x'.repeat(10_000))).toBeNull();
  });
});
