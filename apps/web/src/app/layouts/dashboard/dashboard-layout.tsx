import { dashboardMachine } from '@matchbazaar/machines';
import { dashboardMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { AuthRequiredPage } from '../../../components/guards/auth-required-page';
import { protectedPageTitle, routeTitleOf } from '../../../components/guards/page-title';
import { inspect } from '../../../lib/inspector';
import { ServerState } from '../../../lib/server-state/server-state';
import { useSession } from '../../../lib/session/use-session';
import { useSiteChromeSlots } from '../site-chrome-slots';
import { contentInset, sidebarTransition, topBarHeight } from './dashboard-geometry';
import { DashboardFooter } from './dashboard-footer';
import { DashboardSidebar } from './dashboard-sidebar';
import { DashboardLoading } from './dashboard-loading';
import { DashboardRenderError } from './dashboard-status';
import { DashboardTopBar } from './dashboard-top-bar';
import { RenderErrorBoundary } from './render-error-boundary';
import { useSidebar } from './use-sidebar';

/**
 * The dashboard shell (docs/product/dashboard.md) around every /dashboard and /admin page:
 * 'Loading dashboard...' until the session is known, the authentication-required page under the
 * page's title for a signed-out visitor (its sign-in brings them back), then the top bar, sidebar, page and footer. The dashboard
 * machine holds loading, normal and error; the sidebar machine open and closed.
 */
export function DashboardLayout() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  const slots = useSiteChromeSlots();
  const [state, send] = useMachine(dashboardMachine, { inspect });
  const sidebar = useSidebar();

  useEffect(() => {
    if (session.status !== 'checking') send({ type: 'loaded' });
  }, [session.status, send]);

  // Another page after a render error: show it, not the old error.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    send({ type: 'retry' });
  }, [location.pathname, send]);

  // Escape closes the sidebar where it lies over the page.
  const { narrow, open, send: sendSidebar } = sidebar;
  useEffect(() => {
    if (!(narrow && open)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') sendSidebar({ type: 'dismiss' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [narrow, open, sendSidebar]);

  if (session.status === 'signedOut') {
    const title = protectedPageTitle({
      routeTitle: routeTitleOf(matches),
      pathname: location.pathname,
    });
    return <AuthRequiredPage title={title} />;
  }
  if (state.matches('loading') || !session.user) {
    return <DashboardLoading text={dashboardMessages.loading} fullScreen />;
  }

  const user = session.user;
  const inset = contentInset(sidebar.narrow, sidebar.open);
  return (
    <ServerState>
      {slots.header &&
        createPortal(
          <>
            <DashboardTopBar
              user={user}
              open={sidebar.open}
              narrow={sidebar.narrow}
              onToggle={() => sidebar.send({ type: 'toggle' })}
            />
            <DashboardSidebar
              user={user}
              open={sidebar.open}
              narrow={sidebar.narrow}
              onOverlayTap={() => sidebar.send({ type: 'overlay.tap' })}
              onChosen={() => sidebar.send({ type: 'dismiss' })}
            />
          </>,
          slots.header,
        )}
      {/* The root layout's main holds the page and, above it, the maintenance banner: both sit
          below the fixed top bar and beside the sidebar. */}
      <GlobalStyles
        styles={{
          '#main-content': {
            paddingTop: topBarHeight,
            paddingLeft: inset,
            transition: sidebarTransition,
          },
        }}
      />
      <Box sx={{ minHeight: `calc(100vh - ${topBarHeight}px)`, bgcolor: 'grey.50' }}>
        {state.matches('error') ? (
          <DashboardRenderError onRetry={() => send({ type: 'retry' })} />
        ) : (
          <RenderErrorBoundary onError={(message) => send({ type: 'render.failed', message })}>
            <Outlet />
          </RenderErrorBoundary>
        )}
      </Box>
      {slots.footer && createPortal(<DashboardFooter inset={inset} />, slots.footer)}
    </ServerState>
  );
}
