import { describe, expect, it } from '@jest/globals';
import { fromState, returnTarget } from './return-url';

describe('returnTarget', () => {
  it('takes the first path on this site', () => {
    expect(returnTarget('/profile?tab=1', '/settings')).toBe('/profile?tab=1');
    expect(returnTarget(null, undefined, '/settings')).toBe('/settings');
  });

  it('goes home when nothing usable is given', () => {
    expect(returnTarget()).toBe('/');
    expect(returnTarget(null, '', undefined)).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'profile',
  ])('refuses %s (open redirect)', (target) => {
    expect(returnTarget(target)).toBe('/');
  });

  it.each(['/auth/login', '/auth/register?x=1', '/login', '/auth', '/login#top'])(
    'skips the sign-in page %s',
    (target) => {
      expect(returnTarget(target, '/dashboard')).toBe('/dashboard');
    },
  );

  it('keeps pages that only start like an auth path', () => {
    expect(returnTarget('/authors')).toBe('/authors');
    expect(returnTarget('/logins-help')).toBe('/logins-help');
  });
});

describe('fromState', () => {
  it('reads a location object or a path', () => {
    expect(fromState({ from: { pathname: '/profile', search: '?a=1', hash: '#b' } })).toBe(
      '/profile?a=1#b',
    );
    expect(fromState({ from: '/settings' })).toBe('/settings');
  });

  it('ignores anything else', () => {
    expect(fromState(null)).toBeUndefined();
    expect(fromState({})).toBeUndefined();
    expect(fromState({ from: 3 })).toBeUndefined();
  });
});
