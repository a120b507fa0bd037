import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { subscribeSiteVerification } from '../lib/site-verification';
import { SITE_ROUTE_ID, siteDataStrategy } from './site-access/site-data-strategy';
import { appRoutes, loadLaterRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router over `routes`; `later`: the later routes are in them already. */
export function createRouter(
  routes: RouteObject[],
  later: boolean,
  hydrationData?: HydrationState,
) {
  let laterRoutesAdded = later;
  /**
   * The later routes (routes.tsx) join on the first navigation that may need them: a path no other
   * route claims matches the site's `*` route, and that is when the router asks here.
   */
  const addLaterRoutes: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
    if (laterRoutesAdded) return;
    // Asked for now, beside the route tables, not after them: the page's first paint needs the
    // site layout and the query cache's outlet, and their lazy() then finds them loaded (one round
    // trip fewer on a phone's slow link before anything shows). A failure here is the lazy()'s.
    import('./layouts/site-layout').catch(() => undefined);
    import('../lib/server-state/server-state').catch(() => undefined);
    const routesLater = await loadLaterRoutes();
    if (laterRoutesAdded || signal.aborted) return;
    patch('site-layout', routesLater.siteLayout);
    patch(SITE_ROUTE_ID, routesLater.site);
    laterRoutesAdded = true;
  };
  const router = createBrowserRouter(routes, {
    dataStrategy: siteDataStrategy,
    patchRoutesOnNavigation: addLaterRoutes,
    ...(hydrationData && { hydrationData }),
  });
  // The gate was passed (here or in another tab): loaders run again, so `/access` redirects to `/`
  // and the site's own loaders, skipped while it was closed, now run.
  subscribeSiteVerification(() => void router.revalidate());
  return router;
}

/** The browser router of a page the browser renders itself (createRoot). */
export function createAppRouter(): AppRouter {
  return createRouter(appRoutes(), false);
}
