import { messages } from '@matchbazaar/contracts';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/guards/require-auth';

/**
 * /profile and /settings (SPEC.md 2.7): signed-in users only (signed out, the
 * authentication-required page titled from `handle.title`); each page its own lazy chunk.
 */
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'profile',
        handle: { title: messages.profile.title },
        lazy: () => import('./profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'settings',
        handle: { title: messages.accountSettings.title },
        lazy: () => import('./settings-page').then((m) => ({ Component: m.SettingsPage })),
      },
    ],
  },
];
