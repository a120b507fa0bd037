/**
 * Where to go after signing in: `returnUrl` from the query, else the page the guard came from, else
 * home. Only paths on this site are followed (`/x`, not `//evil.example` or `https://...`), so a
 * crafted link cannot send a fresh session elsewhere (open redirect); auth pages are skipped so
 * signing in never lands on a sign-in page again.
 */
export function returnTarget(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    if (candidate && isSitePath(candidate) && !isAuthPage(candidate)) return candidate;
  }
  return '/';
}

function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function isAuthPage(value: string): boolean {
  return /^\/(auth(\/|$|\?|#)|login(\/|$|\?|#))/.test(value);
}

/** The `from` a guard puts in location state: a location object or a path string. */
export function fromState(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state)) return undefined;
  const from: unknown = state.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return undefined;
}
