import type { AccountSession } from '@matchbazaar/contracts';

/**
 * Other sessions shown before 'Show N older sessions': every sign-in adds a row, and a long list
 * pushed the rest of Settings far down.
 */
export const RECENT_OTHER_SESSIONS = 3;

/** This device first, then the others by last use; the ones past the most recent few are older. */
export function groupSessions(sessions: AccountSession[]) {
  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
  const shown = ordered.filter((s) => s.current).length + RECENT_OTHER_SESSIONS;
  return { recent: ordered.slice(0, shown), older: ordered.slice(shown) };
}
