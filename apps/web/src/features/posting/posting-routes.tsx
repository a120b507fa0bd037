import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * The signed-in posting pages (docs/product/marketplace.md): the seller's shop, posting, and the
 * author's own lists. Signed out, the authentication-required page titled from `handle.title`;
 * each page its own lazy chunk. They join the site's later routes (app/router.tsx), under the
 * query cache. Editing reuses the post forms: `?edit=<id>` edits a post, `?from=<id>` starts a
 * new one as its copy.
 */
const page =
  <M extends { handle: unknown }>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  () =>
    load().then((m) => ({ Component: pick(m), handle: m.handle }));

export const postingRoutes: RouteObject[] = [
  {
    lazy: () =>
      import('../../components/guards/require-auth').then((m) => ({ Component: m.RequireAuth })),
    children: [
      {
        path: 'seller/shop',
        lazy: page(
          () => import('./shop-page'),
          (m) => m.ShopPage,
        ),
      },
      {
        path: 'seller/post-listing',
        lazy: page(
          () => import('./post-listing-page'),
          (m) => m.PostListingPage,
        ),
      },
      {
        path: 'seller/my-listings',
        lazy: page(
          () => import('./my-listings-page'),
          (m) => m.MyListingsPage,
        ),
      },
      {
        path: 'marketplace/post-requirement',
        lazy: page(
          () => import('./post-requirement-page'),
          (m) => m.PostRequirementPage,
        ),
      },
      {
        path: 'marketplace/my-requirements',
        lazy: page(
          () => import('./my-requirements-page'),
          (m) => m.MyRequirementsPage,
        ),
      },
    ],
  },
];
