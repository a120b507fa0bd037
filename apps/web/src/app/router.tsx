import { createBrowserRouter, replace, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { RouteErrorScreen } from '../components/route-error-screen';
import { RouterErrorScreen } from '../components/router-error-screen';
import { PageOutlet } from './layouts/page-outlet';
import { RootLayout } from './layouts/root-layout';

// Redirect in a loader, before anything renders; `replace` keeps the bad URL out of history.
// `element: null` because the route never renders (and says so to the router).
const notFound = { loader: () => replace('/404'), element: null } satisfies Partial<RouteObject>;

/**
 * Routes that exist only in builds with VITE_E2E_HOOKS=true, so Playwright can reach the error
 * screens. The check is static: other builds drop these routes and their chunks entirely.
 */
const e2eRoutes: RouteObject[] =
  import.meta.env.VITE_E2E_HOOKS === 'true'
    ? [
        {
          path: '__e2e__/render-error',
          lazy: () =>
            import('../features/e2e-hooks/render-error-page').then((m) => ({
              Component: m.RenderErrorPage,
            })),
        },
        {
          path: '__e2e__/load-error',
          lazy: () =>
            import('../features/e2e-hooks/load-error-page').then((m) => ({
              loader: m.loader,
              Component: m.LoadErrorPage,
            })),
        },
      ]
    : [];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouterErrorScreen />,
    // Rendered while the first page's lazy code and loaders run.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Every page: its loader and lazy-import errors show the route error screen inside the
        // root layout. Each page is its own chunk (route-level code splitting).
        id: 'pages',
        element: <PageOutlet />,
        errorElement: <RouteErrorScreen />,
        children: [
          // The home page comes with the public-site issue; until then `/` has nothing to show.
          { index: true, ...notFound },
          {
            path: '404',
            lazy: () =>
              import('../features/errors/not-found-page').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
          {
            path: '500',
            lazy: () =>
              import('../features/errors/server-error-page').then((m) => ({
                Component: m.ServerErrorPage,
              })),
          },
          ...e2eRoutes,
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
