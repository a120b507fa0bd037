import { describe, expect, it } from '@jest/globals';
import { bannedTermsIn, checkPost, defaultBannedTerms, hasContactDetails } from './post-checks.js';

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
});
