import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { defaultBannedTerms } from '../../platform/settings/setting-defaults.js';
import { bannedTermsIn, checkPost, hasContactDetails } from './post-checks.js';

/** The CPU time this thread spent, in ms (a loaded machine does not add to it). */
const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1_000;
};

describe('post checks', () => {
  it.each([
    ['Call me on 98765 43210 for the price', true],
    ['Phone: +1 (415) 555-0134', true],
    ['mail sales@example.com today', true],
    ['see www.example.com/shop', true],
    ['ping me on WhatsApp', true],
    ['Order 500 kg, delivered in 10 days, 2024 harvest', false],
    ['Basmati rice, 25 kg bags, grade A', false],
  ])('%p has contact details: %p', (text, found) => {
    expect(hasContactDetails(text)).toBe(found);
  });

  it('finds banned terms as whole words only', () => {
    expect(bannedTermsIn('Genuine leather, no replica', defaultBannedTerms)).toEqual(['replica']);
    expect(bannedTermsIn('A proven method for soil', defaultBannedTerms)).toEqual([]);
    expect(bannedTermsIn('FAKE ID cards', defaultBannedTerms)).toEqual(['fake id']);
  });

  it('reports flags for both findings', () => {
    expect(checkPost(['Replica watch', 'call 9876543210 now'], defaultBannedTerms)).toEqual({
      banned: ['replica'],
      flags: ['banned_terms', 'contact_details'],
    });
  });

  it('answers on long hostile text (bounded patterns: no catastrophic backtracking)', () => {
    expect(hasContactDetails('a@'.repeat(2500) + '.')).toBe(false);
    expect(hasContactDetails('1 - '.repeat(1200))).toBe(false);
  });

  it('finds whole words as a plain word-boundary search does', () => {
    // The terms' characters mean themselves in a pattern.
    const naive = (text: string, term: string) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${term}(?![\\p{L}\\p{N}])`, 'iu').test(text);
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'é', ' ', '-', '1'), maxLength: 30 });
    const term = fc.string({
      unit: fc.constantFrom('a', 'b', ' ', '-'),
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(text, term, (t, word) => {
        expect(bannedTermsIn(t, [word])).toEqual(naive(t, word) ? [word] : []);
      }),
      { numRuns: 2_000, seed: 1 },
    );
  });

  // Every text a post sends the checks, at the size a post's texts reach (title, description,
  // tags and attributes: about 10,000 characters), against 500 terms of up to 60 letters, the
  // most an admin may set.
  const adminTerms = [
    ...defaultBannedTerms,
    ...Array.from({ length: 500 - defaultBannedTerms.length }, (_, i) => 'a'.repeat(1 + (i % 60))),
  ];
  it.each([
    ['one 10,000-letter word', 'a'.repeat(10_000)],
    ['a term inside one long word', 'meth'.repeat(2_500)],
    ['a letter and a space', 'a '.repeat(5_000)],
    ['digits', '1'.repeat(10_000)],
    ['nine digits then a letter', '123456789x'.repeat(1_000)],
    ['address-like runs', `${'a'.repeat(60)}@`.repeat(160)],
    ['dots', 'a.'.repeat(5_000)],
    ['links without an end', 'www.'.repeat(2_500)],
  ])('checks %s quickly', (_, text) => {
    let elapsedMs = Infinity;
    for (let attempt = 0; attempt < 3 && elapsedMs >= 200; attempt++) {
      const started = cpuMs();
      checkPost([text, 'Basmati rice'], adminTerms);
      elapsedMs = Math.min(elapsedMs, cpuMs() - started);
    }
    // Generous: each takes a few ms; a term checked letter by letter took 350 ms on one word.
    expect(elapsedMs).toBeLessThan(200);
  });
});
