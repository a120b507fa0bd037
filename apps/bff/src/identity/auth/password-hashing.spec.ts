import { describe, expect, it } from '@jest/globals';
import { topLeakedPasswords } from './common-passwords.data.js';
import { hashPassword, isCommonPassword, verifyPassword } from './password-hashing.js';

describe('isCommonPassword', () => {
  it.each([
    'password',
    'Password1',
    'qwerty123',
    '12345678',
    'iloveyou',
    'Summer2024!',
    '!!letmein1',
    'aaaaaaaaaa',
    '11111111',
    'MatchBazaar2026',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'Tangerine-Lighthouse-42',
    'correct horse battery staple',
    'vY7#pq2!Lm',
    'Zoë-😀-Ñúñez-李',
  ])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('the list of leaked passwords', () => {
  const listed = topLeakedPasswords.split(/\s+/).filter(Boolean);

  it('holds the 3,000 most used of 8+ characters (ASVS 5.0), each once', () => {
    expect(listed).toHaveLength(3_000);
    expect(new Set(listed).size).toBe(3_000);
    expect(listed.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
    expect(listed.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });

  it.each(['jennifer', 'sunshine', 'trustno1', 'superman', 'michelle', 'computer', '31121986'])(
    'refuses %s, from deep in the list too',
    (password) => {
      expect(listed).toContain(password);
      expect(isCommonPassword(password)).toBe(true);
    },
  );
});

describe('argon2id hashing', () => {
  it('hashes with OWASP parameters and verifies only the right password', async () => {
    const hash = await hashPassword('Tangerine-Lighthouse-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Tangerine-Lighthouse-42')).toBe(true);
    expect(await verifyPassword(hash, 'tangerine-lighthouse-42')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
