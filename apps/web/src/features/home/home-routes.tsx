import type { RouteObject } from 'react-router-dom';

/** This feature's pages, mounted among the site's routes by app/router.tsx. Each page is lazy. */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
  },
];
