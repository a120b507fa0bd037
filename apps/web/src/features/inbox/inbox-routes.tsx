import type { RouteObject } from 'react-router-dom';

/**
 * The seller's Orders & Inquiries page (docs/product/live-marketplace.md); signed out, the
 * authentication-required page. Its own lazy chunk; it joins the site's later routes
 * (app/router.tsx). The inbox itself is a dashboard page (dashboard-routes.tsx).
 */
export const inboxRoutes: RouteObject[] = [
  {
    lazy: () =>
      import('../../components/guards/require-auth').then((m) => ({ Component: m.RequireAuth })),
    children: [
      {
        path: 'seller/orders-inquiries',
        lazy: () =>
          import('./orders-inquiries-page').then((m) => ({
            Component: m.OrdersInquiriesPage,
            handle: m.handle,
          })),
      },
    ],
  },
];
