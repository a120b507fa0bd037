import { replace, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { authRoutes } from '../features/auth/auth-routes';
import { homeRoutes } from '../features/home/home-routes';
import { RouteErrorScreen } from '../components/route-error-screen';
import { RouterErrorScreen } from '../components/router-error-screen';
import { inspect } from '../lib/inspector';
import { PageOutlet } from './layouts/page-outlet';
import { RootLayout } from './layouts/root-layout';
import { accessLoader, SITE_ACCESS_ROUTE_ID, siteAccessLoader } from './site-access/site-access';
import { SITE_ROUTE_ID } from './site-access/site-data-strategy';
import { SiteGate } from './site-access/site-gate';

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

/** Pages reachable in every site mode, gate passed or not. */
const openRoutes: RouteObject[] = [
  {
    path: 'launch',
    lazy: () =>
      import('../features/launch-page/launch-page').then((m) => ({ Component: m.LaunchPage })),
  },
  // Opened from the waitlist's emails, which reach people who never saw the gate.
  {
    path: 'subscriptions/confirm',
    lazy: () =>
      import('../features/subscriptions/confirm-subscription-page').then((m) => ({
        Component: m.ConfirmSubscriptionPage,
      })),
  },
  {
    path: 'subscriptions/unsubscribe',
    lazy: () =>
      import('../features/subscriptions/unsubscribe-page').then((m) => ({
        Component: m.UnsubscribePage,
      })),
  },
];

/** The site itself: before launch only for browsers that passed the gate (see SiteGate). */
const siteRoutes: RouteObject[] = [
  ...homeRoutes,
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
];

/**
 * The site's pages other than home, loaded on the first navigation that needs them (see
 * loadLaterRoutes): where they join the tree, and what joins there.
 */
export interface LaterRoutes {
  /** Under the site layout: content, contact, account, marketplace and posting. */
  siteLayout: RouteObject[];
  /** Under the site route, beside the site layout: the dashboard and admin, with their own shell. */
  site: RouteObject[];
}

/**
 * The app's route table; with `later`, the later routes already in it. The browser router starts
 * without them and patches them in where loadLaterRoutes says; the server renderer and a hydrating
 * browser build the whole table at once. Patched or built, the routes come last among their
 * siblings, so every route's id (its index path) is the same both ways.
 */
export function appRoutes(later?: LaterRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouterErrorScreen />,
      // Rendered while the first page's lazy code and loaders (the site mode among them) run.
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          // Every page: its loader and lazy-import errors show the route error screen inside the
          // root layout. Each page is its own chunk (route-level code splitting).
          id: 'pages',
          element: <PageOutlet />,
          errorElement: <RouteErrorScreen />,
          children: [
            ...openRoutes,
            {
              // Reads the site mode (GET /api/launch; a failure shows the route error screen, whose
              // Retry asks again) and whether this browser passed the gate. Verification changes
              // between navigations (the gate, another tab), so it is read on every one.
              id: SITE_ACCESS_ROUTE_ID,
              loader: siteAccessLoader,
              shouldRevalidate: () => true,
              children: [
                {
                  path: 'access',
                  loader: accessLoader,
                  lazy: () =>
                    import('../features/access-gate/access-gate-page').then((m) => ({
                      element: <m.AccessGatePage inspect={inspect} />,
                    })),
                },
                {
                  id: SITE_ROUTE_ID,
                  element: <SiteGate />,
                  children: [
                    {
                      // The header and footer of the site's pages, drawn by the root layout. Its
                      // own chunk, loaded in parallel with the page's, so the launch page and the
                      // gate never download it.
                      id: 'site-layout',
                      lazy: () =>
                        import('./layouts/site-layout').then((m) => ({
                          handle: { chrome: m.siteChrome },
                        })),
                      children: [...siteRoutes, ...(later?.siteLayout ?? [])],
                    },
                    // Sign-in pages have their own layout (logo, centered card), without the site's
                    // header and footer (the auth layout of docs/product/accounts.md).
                    ...authRoutes,
                    ...(later?.site ?? []),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The site's pages other than home (content pages: one route per page of contracts' site-pages
 * index; contact and tickets; account; the marketplace; posting; the dashboard and admin), kept out
 * of the first page's code: the browser router asks for them on the first navigation that may need
 * them (app/router.tsx), the server renderer at start.
 */
export async function loadLaterRoutes(): Promise<LaterRoutes> {
  const [
    { contentRoutes },
    { contactRoutes },
    { accountRoutes },
    { marketplaceRoutes },
    { postingRoutes },
    { dashboardRoutes },
  ] = await Promise.all([
    import('../features/content/content-routes'),
    import('../features/contact/contact-routes'),
    import('../features/account/account-routes'),
    import('./marketplace/marketplace-routes'),
    import('../features/posting/posting-routes'),
    import('./layouts/dashboard/dashboard-routes'),
  ]);
  return {
    // One pathless layout route gives them the query cache (lib/server-state), loaded with
    // them and not before.
    siteLayout: [
      {
        lazy: () =>
          import('../lib/server-state/server-state').then((m) => ({
            Component: m.ServerStateOutlet,
          })),
        children: [
          ...contentRoutes,
          ...contactRoutes,
          ...accountRoutes,
          ...marketplaceRoutes,
          ...postingRoutes,
        ],
      },
    ],
    // The dashboard and admin pages have their own shell instead of the site's header and footer.
    site: dashboardRoutes,
  };
}
