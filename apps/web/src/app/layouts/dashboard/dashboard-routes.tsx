import {
  dashboardMessages,
  inboxMessages,
  matchingMessages,
  ordersMessages,
  savedSearchesMessages,
  searchAnalyticsMessages,
  sellerAnalyticsMessages,
} from '@matchbazaar/contracts';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { GuardProps } from '../../../components/guards/require-auth';
import { pageFallback } from './dashboard-loading';

// Nothing here is imported statically but the loading line: the table joins the router from the
// first page's code, and what it shares with that code must stay there, not be split out of it.
const routeError = () =>
  import('./dashboard-status').then((m) => ({ default: m.DashboardRouteError }));

const titles = dashboardMessages.items;

/**
 * A dashboard route's page: its own chunk, 'Loading {title}...' while it downloads, and the
 * 'Dashboard Error' screen when its code cannot be had (Retry reloads). No `errorElement`: the
 * router's boundary would take the page's render errors from the dashboard machine's.
 */
function page(
  title: string,
  load: () => Promise<ComponentType>,
): { element: ReactNode; handle: { title: string } } {
  const Page = lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`The ${title} page could not be loaded`, error);
        return routeError();
      },
    ),
  );
  return {
    element: (
      <Suspense fallback={pageFallback(title)}>
        <Page />
      </Suspense>
    ),
    handle: { title },
  };
}

/** A guard route's check, loaded with the pages behind it (not with the first page's code). */
const roleCheck = (props: GuardProps) => () =>
  import('../../../components/guards/require-auth').then((m) => ({
    element: <m.RoleCheck {...props} />,
  }));

const adminDashboard = page(titles.adminDashboard, () =>
  import('../../../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
);

/** Routes that exist only in VITE_E2E_HOOKS builds: a page that fails to render once. */
const e2eRoutes: RouteObject[] =
  import.meta.env.VITE_E2E_HOOKS === 'true'
    ? [
        {
          path: '__e2e__/render-error',
          ...page('Render error', () =>
            import('../../../features/e2e-hooks/render-error-once-page').then(
              (m) => m.RenderErrorOncePage,
            ),
          ),
        },
      ]
    : [];

/**
 * Every page in the dashboard shell (docs/product/dashboard.md): /dashboard/* and the seller's
 * /seller and /seller/orders-inquiries for any signed-in user, /admin/moderation and /admin/orders for support and admins, the rest of /admin/* for admins (others go to
 * the admin sign-in). The layout sends signed-out visitors to sign in; the sidebar lists the same
 * pages (dashboard-nav.ts).
 */
export const dashboardRoutes: RouteObject[] = [
  {
    id: 'dashboard-shell',
    lazy: () =>
      Promise.all([import('./dashboard-layout'), routeError()]).then(([layout, error]) => ({
        Component: layout.DashboardLayout,
        ErrorBoundary: error.default,
      })),
    children: [
      {
        path: 'dashboard',
        children: [
          {
            index: true,
            ...page(titles.dashboard, () =>
              import('../../../features/dashboard/overview-page').then((m) => m.OverviewPage),
            ),
          },
          {
            path: 'activity',
            ...page(titles.activity, () =>
              import('../../../features/dashboard/activity-page').then((m) => m.ActivityPage),
            ),
          },
          {
            path: 'marketplace',
            ...page(titles.marketplace, () =>
              import('../../../features/posting/my-posts-page').then((m) => m.MyPostsPage),
            ),
          },
          {
            // One route for the list and an open thread: the page stays mounted between them.
            path: 'inbox/:conversationId?',
            ...page(titles.inbox, () =>
              import('../../../features/inbox/inbox-page').then((m) => m.InboxPage),
            ),
          },
          {
            path: 'listings',
            ...page(titles.listings, () =>
              import('../../../features/posting/my-listings-page').then((m) => m.MyListingsPage),
            ),
          },
          {
            path: 'proposals',
            ...page(titles.proposals, () =>
              import('../../../features/marketplace/proposals/my-proposals-page').then(
                (m) => m.MyProposalsPage,
              ),
            ),
          },
          {
            path: 'favorites',
            ...page(titles.favorites, () =>
              import('../../../features/marketplace/account/saved-page').then((m) => m.SavedPage),
            ),
          },
          {
            path: 'saved-searches',
            ...page(savedSearchesMessages.title, () =>
              import('../../../features/marketplace/account/saved-searches-page').then(
                (m) => m.SavedSearchesPage,
              ),
            ),
          },
          {
            path: 'orders',
            ...page(titles.orders, () =>
              import('../../../features/orders/orders-page').then((m) => m.OrdersPage),
            ),
          },
          {
            path: 'orders/:orderId',
            ...page(titles.orders, () =>
              import('./order-page-with-reviews').then((m) => m.OrderPageWithReviews),
            ),
          },
          {
            path: 'transactions',
            ...page(titles.transactions, () =>
              import('../../../features/orders/transactions-page').then((m) => m.TransactionsPage),
            ),
          },
          {
            path: 'profile',
            ...page(titles.profile, () =>
              import('../../../features/account/profile-page').then((m) => m.ProfilePage),
            ),
          },
          {
            path: 'settings',
            ...page(titles.settings, () =>
              import('../../../features/account/settings-page').then((m) => m.SettingsPage),
            ),
          },
          {
            path: 'notifications',
            ...page(titles.notifications, () =>
              import('../../../features/notifications/notifications-page').then(
                (m) => m.NotificationsPage,
              ),
            ),
          },
          ...e2eRoutes,
        ],
      },
      {
        // The seller's dashboard (its leads), in the dashboard's shell; buyers are told why not.
        path: 'seller',
        ...page(matchingMessages.sellerDashboardTitle, () =>
          import('../../../features/marketplace/matching/seller-dashboard-page').then(
            (m) => m.SellerDashboardPage,
          ),
        ),
      },
      {
        // The seller's analytics over a chosen range (docs/product/seller-analytics.md).
        path: 'seller/analytics',
        ...page(sellerAnalyticsMessages.analyticsTitle, () =>
          import('../../../features/marketplace/seller/seller-analytics-page').then(
            (m) => m.SellerAnalyticsPage,
          ),
        ),
      },
      {
        // The seller's Orders & Inquiries, in the dashboard's shell.
        path: 'seller/orders-inquiries',
        ...page(inboxMessages.ordersInquiriesTitle, () =>
          import('./orders-inquiries-with-orders').then((m) => m.OrdersInquiriesWithOrders),
        ),
      },
      {
        path: 'admin',
        children: [
          // Moderation is staff work: support passes too; others go to /dashboard, told why.
          {
            lazy: roleCheck({ roles: ['support'], deniedTo: '/dashboard' }),
            children: [
              {
                path: 'moderation',
                ...page(titles.moderation, () =>
                  import('../../../features/admin/moderation/moderation-page').then(
                    (m) => m.ModerationPage,
                  ),
                ),
              },
              {
                // Disputed orders: support reads and writes, admins resolve (docs/product/orders.md).
                path: 'orders',
                ...page(ordersMessages.page.adminTitle, () =>
                  import('../../../features/orders/disputes-page').then((m) => m.DisputesPage),
                ),
              },
            ],
          },
          // The rest of /admin is for admins alone; others go to Admin Login.
          {
            lazy: roleCheck({ roles: ['admin'] }),
            children: [
              { index: true, ...adminDashboard },
              { path: 'dashboard', ...adminDashboard },
              {
                path: 'users',
                ...page(titles.manageUsers, () =>
                  import('../../../features/admin/users/users-page').then((m) => m.UsersPage),
                ),
              },
              {
                path: 'users/:id',
                ...page(titles.manageUsers, () =>
                  import('../../../features/admin/users/user-page').then((m) => m.UserPage),
                ),
              },
              {
                path: 'settings',
                ...page(titles.systemSettings, () =>
                  import('../../../features/admin/system-settings-page').then(
                    (m) => m.SystemSettingsPage,
                  ),
                ),
              },
              {
                // Search analytics (docs/product/search-analytics.md).
                path: 'search',
                ...page(searchAnalyticsMessages.title, () =>
                  import('../../../features/admin-search/search-analytics-page').then(
                    (m) => m.SearchAnalyticsPage,
                  ),
                ),
              },
              {
                path: 'audit',
                ...page(titles.audit, () =>
                  import('../../../features/admin/audit/audit-page').then((m) => m.AuditPage),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
