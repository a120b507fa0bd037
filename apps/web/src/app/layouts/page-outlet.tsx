import { Outlet, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../../components/app-error-boundary';

/**
 * The element of the pathless route that holds every page. That route's `errorElement` (the route
 * error screen) takes loader and lazy-import errors; the router would also give it render errors,
 * so this inner boundary claims those first and shows the render-error screen instead.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Outlet />
    </AppErrorBoundary>
  );
}
