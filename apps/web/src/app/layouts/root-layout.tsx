import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../../components/app-error-boundary';
import { appTookOver } from '../../lib/server-render/early-input';
import { useInBrowser } from '../../lib/server-render/use-in-browser';
import { NavigationNoticeSlot } from '../../components/navigation-notice-slot';
import { ScrollToTop } from './scroll-to-top';
import { SiteBanner } from './site-banner';
import { SkipLink } from './site-header/skip-link';
import { createChromeSlotStore, SiteChromeSlotsContext, useRouteChrome } from './site-chrome-slots';

// The bar shows only while a later navigation loads, never on the first page: its code (MUI's
// LinearProgress) loads as the page first renders, not before it (the budget in
// docs/product/constants.md).
const NavigationProgress = lazy(() =>
  import('./navigation-progress').then((m) => ({ default: m.NavigationProgress })),
);

// The installable app's service worker and prompts (features/pwa), in production builds only:
// loaded as the first page renders, registering the worker once the page is loaded and idle. Never
// on the server (it reads `window` as it loads), and never in the render that hydrates its HTML.
const PwaAgent =
  import.meta.env.PROD && !import.meta.env.SSR
    ? lazy(() => import('../../features/pwa/pwa-agent'))
    : null;

// `display: contents`: the slots add no box, so the sticky site header sticks to the page.
const slotSx = { display: 'contents' } as const;

/**
 * The element of the root route. Beside `main` it draws the matched route's header and footer
 * (the site's, from the site layout route's handle), and holds the slots the dashboard portals
 * its own into; pages without chrome leave them empty. The boundary catches render errors of
 * everything under it and resets on navigation.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const [slots] = useState(createChromeSlotStore);
  const { attachHeader, attachFooter } = slots;
  const chrome = useRouteChrome();
  // The first commit, the server's HTML taken over or a page drawn afresh (its effects run after
  // every effect of the page under it). Here rather than in a component of its own beside the
  // router: another element there would shift every useId from the server's.
  useEffect(appTookOver, []);
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <SkipLink />
      <Box ref={attachHeader} sx={slotSx}>
        {chrome && <chrome.Header />}
      </Box>
      <SiteChromeSlotsContext value={slots}>
        {/* Focusable so the skip link can move focus here. */}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ minHeight: '100vh', '&:focus': { outline: 'none' } }}
        >
          <NavigationNoticeSlot />
          <SiteBanner />
          <AppErrorBoundary resetKey={pathname}>
            <Outlet />
          </AppErrorBoundary>
        </Box>
      </SiteChromeSlotsContext>
      <Box ref={attachFooter} sx={slotSx}>
        {chrome && <chrome.Footer />}
      </Box>
      {PwaAgent && <InstallableAppAgent agent={PwaAgent} />}
    </>
  );
}

/**
 * The installable app's agent once the page is the browser's. Its own component, so that the
 * render after the takeover (when `useInBrowser` turns true) is this one alone, not the whole page
 * under the root layout, which was one long task on a phone.
 */
function InstallableAppAgent({ agent: Agent }: { agent: ComponentType }) {
  if (!useInBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <Agent />
    </Suspense>
  );
}
