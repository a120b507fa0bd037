import { describe, expect, it } from '@jest/globals';
import { profileImageRules, profileMessages, type AccountSession } from '@matchbazaar/contracts';
import { profileImageAccept, profileImageFileError } from './profile-image-file';
import { groupSessions, RECENT_OTHER_SESSIONS } from './sessions-grouping';
import { exactTime, timeAgo } from '../../components/relative-time';

describe('profileImageFileError', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to the limit', (type) => {
    expect(profileImageFileError({ type, size: profileImageRules.maxBytes })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses %s', (type) => {
    expect(profileImageFileError({ type, size: 10 })).toBe(profileMessages.imageType);
  });

  it('refuses a file over 2 MB and an empty one', () => {
    expect(profileImageFileError({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      profileMessages.imageTooLarge,
    );
    expect(profileImageFileError({ type: 'image/png', size: 0 })).toBe(
      profileMessages.imageRequired,
    );
  });

  it('offers only the accepted types in the file picker', () => {
    expect(profileImageAccept).toBe('image/jpeg,image/png,image/webp');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:30Z', 'just now'],
    ['2026-11-21T12:00:05Z', 'just now'], // a server clock slightly ahead
    ['2026-11-21T11:55:00Z', '5 minutes ago'],
    ['2026-11-21T11:00:00Z', '1 hour ago'],
    ['2026-11-20T11:00:00Z', 'yesterday'],
    ['2026-11-07T12:00:00Z', '2 weeks ago'],
    ['2025-11-01T12:00:00Z', 'last year'],
  ])('%s is "%s"', (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });

  it('gives nothing for a bad date', () => {
    expect(timeAgo('soon', now)).toBe('');
    expect(exactTime('soon')).toBe('');
  });
});

describe('groupSessions', () => {
  const session = (id: string, lastUsedAt: string, current = false) => ({
    id,
    device: `Device ${id}`,
    current,
    lastUsedAt,
    createdAt: lastUsedAt,
  });

  it('keeps this device and the most recent others in view, the rest as older', () => {
    const sessions = [
      session('a', '2026-12-01T10:00:00Z'),
      session('b', '2026-12-05T10:00:00Z'),
      session('me', '2026-11-01T10:00:00Z', true),
      session('c', '2026-12-03T10:00:00Z'),
      session('d', '2026-12-04T10:00:00Z'),
      session('e', '2026-11-20T10:00:00Z'),
    ];
    const { recent, older } = groupSessions(sessions);
    expect(recent.map((s) => s.id)).toEqual(['me', 'b', 'd', 'c']);
    expect(older.map((s) => s.id)).toEqual(['a', 'e']);
    expect(recent).toHaveLength(1 + RECENT_OTHER_SESSIONS);
  });

  it('has no older sessions while the list is short', () => {
    const { older } = groupSessions([
      session('me', '2026-12-01T10:00:00Z', true),
    ] as AccountSession[]);
    expect(older).toEqual([]);
  });
});
