import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { SITE_ACCESS_ROUTE_ID, type siteAccessLoader } from '../site-access/site-access';

// Most visits have no banner: its code (MUI's Alert) stays out of the first page's budget.
const MaintenanceBanner = lazy(() =>
  import('./maintenance-banner').then((m) => ({ default: m.MaintenanceBanner })),
);

/**
 * The line admins set in System Settings (say, before planned maintenance), on every page of the
 * site and the dashboard; nothing when it is empty. It comes with the site mode (GET /api/launch),
 * read on each navigation, so a change shows on the next page a visitor opens.
 */
export function SiteBanner() {
  // Read where it is known: pages outside the site-access route (the launch page) have none.
  const maintenanceBanner =
    useRouteLoaderData<typeof siteAccessLoader>(SITE_ACCESS_ROUTE_ID)?.maintenanceBanner;
  if (!maintenanceBanner) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceBanner text={maintenanceBanner} />
    </Suspense>
  );
}
