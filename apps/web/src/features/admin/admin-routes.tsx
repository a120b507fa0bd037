import type { RouteObject } from 'react-router-dom';

// The page brings its `handle` (the title), and the guard comes with its own chunk, so neither is
// part of the first page's code.
const dashboard = () =>
  import('./admin-dashboard-page').then((m) => ({
    Component: m.AdminDashboardPage,
    handle: m.handle,
  }));

/**
 * docs/product/admin.md: /admin (index) and /admin/dashboard for admins only; signed-out visitors
 * get the authentication-required page, other roles the admin sign-in
 * (docs/product/roles-and-access.md).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: () =>
      import('../../components/guards/require-auth').then((m) => ({
        element: <m.RequireRole roles={['admin']} />,
      })),
    children: [
      { index: true, lazy: dashboard },
      { path: 'dashboard', lazy: dashboard },
    ],
  },
];
