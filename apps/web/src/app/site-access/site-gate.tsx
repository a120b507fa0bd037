import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { useSiteAccess } from './site-access';

const LaunchPage = lazy(() =>
  import('../../features/launch-page/launch-page').then((m) => ({ default: m.LaunchPage })),
);

/**
 * The element of the route that holds the whole site. Before launch, a browser that has not passed
 * the gate gets the launch page at whatever URL it opened (docs/product/access-gate.md,
 * docs/decisions/0002-site-mode-and-access-gate.md).
 */
export function SiteGate() {
  const { open } = useSiteAccess();
  if (open) return <Outlet />;
  return (
    <Suspense fallback={<PageLoading />}>
      <LaunchPage />
    </Suspense>
  );
}
