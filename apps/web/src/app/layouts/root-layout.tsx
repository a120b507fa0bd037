import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../../components/app-error-boundary';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

/**
 * The element of the root route. The site header and footer (public-site issue) go beside
 * `main`; the boundary catches render errors of everything under it and resets on navigation.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Box component="main" id="main-content" sx={{ minHeight: '100vh' }}>
        <AppErrorBoundary resetKey={pathname}>
          <Outlet />
        </AppErrorBoundary>
      </Box>
    </>
  );
}
