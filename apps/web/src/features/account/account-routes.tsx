import type { RouteObject } from 'react-router-dom';
import { dataExportPagePath } from '@matchbazaar/contracts';

/**
 * /profile and /settings (docs/product/accounts.md): signed-in users only (signed out, the
 * authentication-required page titled from `handle.title`); each page its own lazy chunk, which
 * brings its `handle` (so its texts stay out of the first page's code). The guard is lazy too: the
 * first page of a visit to the public site needs none of it. The data export's download page
 * needs no sign-in: its link's token is the key.
 */
export const accountRoutes: RouteObject[] = [
  {
    lazy: () =>
      import('../../components/guards/require-auth').then((m) => ({ Component: m.RequireAuth })),
    children: [
      {
        path: 'profile',
        lazy: () =>
          import('./profile-page').then((m) => ({ Component: m.ProfilePage, handle: m.handle })),
      },
      {
        path: 'settings',
        lazy: () =>
          import('./settings-page').then((m) => ({ Component: m.SettingsPage, handle: m.handle })),
      },
    ],
  },
  {
    // The mail's link: /account/data-export/<token>.
    path: `${dataExportPagePath.slice(1)}/:token`,
    lazy: () =>
      import('./data-export-page').then((m) => ({ Component: m.DataExportPage, handle: m.handle })),
  },
];
