import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../../lib/session/use-session';
import { landingPathFor, sitePathOr } from './page-title';

/** The `from` a guard put in navigation state (a location), as a path. */
function fromPath(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = state.from as { pathname?: unknown; search?: unknown; hash?: unknown } | string;
  if (typeof from === 'string') return from;
  if (!from || typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/**
 * docs/product/accounts.md: a signed-in user opening an auth page (not verify-email or logout:
 * leave those outside it) goes to the `returnUrl` query value, or home (an admin: the admin
 * dashboard). The page a guard came from (`from`) comes before home, so this agrees with where the
 * sign-in form itself goes on success. Only paths on this site are followed.
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { status, user } = useSession();
  const [search] = useSearchParams();
  const location = useLocation();
  if (status === 'signedIn') {
    const to = sitePathOr(
      search.get('returnUrl'),
      sitePathOr(fromPath(location.state), landingPathFor(user?.role)),
    );
    return <Navigate to={to} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
