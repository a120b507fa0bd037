import { canAccess, permissionMessages, type Role } from '@matchbazaar/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useSession } from '../../lib/session/use-session';
import { AuthRequiredPage } from './auth-required-page';
import { protectedPageTitle, routeTitleOf } from './page-title';
import { SessionChecking } from './session-checking';

/** Navigation state a denied visitor arrives with (read by NavigationNotice). */
export interface AccessDeniedState {
  accessDenied: true;
  message: string;
}

export interface GuardProps {
  /** The page; without it, the child routes (<Outlet />). */
  children?: ReactNode;
  /** Roles allowed (canAccess of contracts); none: any signed-in user. */
  roles?: readonly Role[];
  /**
   * Where another denial goes (docs/product/roles-and-access.md): home, or /dashboard in the layout
   * guard.
   */
  deniedTo?: string;
  /**
   * The denial's text: the auth guard's reads without a final full stop
   * (docs/product/roles-and-access.md).
   */
  deniedMessage?: string;
}

/**
 * The role check for a signed-in user (docs/product/roles-and-access.md): an admin-only page sends
 * others to the admin sign-in; any other denial goes to `deniedTo` with the access-denied flag and
 * message.
 */
export function RoleCheck({
  children,
  roles,
  deniedTo = '/',
  deniedMessage = permissionMessages.denied,
}: GuardProps) {
  const { user } = useSession();
  const location = useLocation();
  if (roles && roles.length > 0 && !canAccess(user?.role, roles)) {
    if (roles.every((r) => r === 'admin'))
      return <Navigate to="/auth/admin" replace state={{ from: location }} />;
    const state: AccessDeniedState = { accessDenied: true, message: deniedMessage };
    return <Navigate to={deniedTo} replace state={state} />;
  }
  return <>{children ?? <Outlet />}</>;
}

/**
 * docs/product/roles-and-access.md: a spinner while the session is being checked; signed out, the
 * authentication-required page titled after the page (or, with `redirect`, /auth/login remembering
 * the origin as `from`); signed in, the role check.
 */
export function RequireAuth({
  name,
  redirect = false,
  ...props
}: GuardProps & {
  /** The page's name on the authentication-required page (else the route's title, else its path). */
  name?: string;
  /** Send signed-out visitors to /auth/login instead of showing the page. */
  redirect?: boolean;
}) {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  if (session.status === 'checking') return <SessionChecking />;
  if (session.status === 'signedOut') {
    if (redirect) return <Navigate to="/auth/login" replace state={{ from: location }} />;
    const title = protectedPageTitle({
      name,
      routeTitle: routeTitleOf(matches),
      pathname: location.pathname,
    });
    return <AuthRequiredPage title={title} />;
  }
  return <RoleCheck deniedMessage={permissionMessages.deniedAuthGuard} {...props} />;
}

/**
 * The layout guard for a group of routes that need a role: signed-out visitors as in RequireAuth,
 * other denials to `deniedTo` (home by default; the dashboard layout passes /dashboard).
 */
export function RequireRole(props: GuardProps & { roles: readonly Role[]; name?: string }) {
  return <RequireAuth deniedMessage={permissionMessages.denied} {...props} />;
}
