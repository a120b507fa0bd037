import { messages } from '@matchbazaar/contracts';
import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../../components/guards/require-auth';

const dashboard = () =>
  import('./admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage }));

/**
 * SPEC.md 2.8: /admin (index) and /admin/dashboard for admins only; signed-out visitors get the
 * authentication-required page, other roles the admin sign-in (SPEC.md 4.6).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: <RequireRole roles={['admin']} />,
    handle: { title: messages.adminDashboard.title },
    children: [
      { index: true, lazy: dashboard },
      { path: 'dashboard', lazy: dashboard },
    ],
  },
];
