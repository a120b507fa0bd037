import { describe, expect, it } from '@jest/globals';
import { newSecret, newXsrfToken, randomText } from './token-secrets.js';

describe('token secrets', () => {
  it('hands out URL-safe text of the asked length, never the same twice across batches', () => {
    const seen = new Set<string>();
    // 2,000 secrets of 32 bytes span 16 batches of 4 kB.
    for (let i = 0; i < 2_000; i++) {
      const secret = newSecret();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      seen.add(secret);
    }
    expect(seen.size).toBe(2_000);
    expect(newXsrfToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('spreads its bytes evenly (no run of zeros from an unfilled batch)', () => {
    const counts = new Array<number>(64).fill(0);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < 3_000; i++)
      for (const char of randomText(30)) counts[alphabet.indexOf(char)]! += 1;
    // 120,000 characters over 64 symbols: about 1,875 each; a stuck source would pile on 'A'.
    expect(Math.min(...counts)).toBeGreaterThan(1_500);
    expect(Math.max(...counts)).toBeLessThan(2_250);
  });

  it('refuses more than one batch at once', () => {
    expect(() => randomText(4097)).toThrow(RangeError);
  });
});
