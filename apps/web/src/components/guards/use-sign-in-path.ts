import { useLocation } from 'react-router-dom';

/**
 * The sign-in page's address that comes back here afterwards (this path and its query): what a
 * signed-out visitor's Order, Report, Save or Contact leads to. The login page follows it only
 * when it is a path on this site (`sitePathOr`).
 */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  return `/auth/login?returnUrl=${encodeURIComponent(pathname + search)}`;
}
