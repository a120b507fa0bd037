/**
 * The authentication-required page's title (docs/product/roles-and-access.md): an explicit name,
 * else the matching route's title, else the last path segment with hyphens turned into capitalised
 * words.
 */
export function protectedPageTitle(opts: {
  name?: string | undefined;
  routeTitle?: string | undefined;
  pathname: string;
}): string {
  const explicit = opts.name?.trim() || opts.routeTitle?.trim();
  if (explicit) return explicit;
  const segment = opts.pathname.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep it as it is
  }
  return decoded
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** What a route's `handle` may carry for guards and document titles. */
export interface RouteTitleHandle {
  title?: string;
}

/** The deepest matched route's `handle.title`. */
export function routeTitleOf(matches: ReadonlyArray<{ handle: unknown }>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (handle && typeof handle === 'object' && 'title' in handle) {
      const title = (handle as RouteTitleHandle).title;
      if (typeof title === 'string' && title.trim()) return title;
    }
  }
  return undefined;
}

/**
 * A `returnUrl` worth following: a path on this site (`/x`, not `//host` or `https://...`), so a
 * crafted link cannot send a signed-in user elsewhere.
 */
export function sitePathOr(value: string | null | undefined, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : fallback;
}

/**
 * Where a sign-in with nowhere to return to lands: an admin's work starts on the admin dashboard
 * (the Administration group), everyone else's at home.
 */
export function landingPathFor(role: string | undefined): string {
  return role === 'admin' ? '/admin/dashboard' : '/';
}
