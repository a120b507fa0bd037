import type { RouteObject } from 'react-router-dom';

/**
 * The public marketplace's pages (docs/product/marketplace.md), each its own lazy chunk; saved and
 * recent listings need an account. Static paths win over `:groupId`, so /marketplace/stores is
 * never read as a group.
 */
export const marketplaceRoutes: RouteObject[] = [
  {
    path: 'marketplace',
    children: [
      {
        index: true,
        lazy: () =>
          import('./pages/marketplace-home-page').then((m) => ({
            Component: m.MarketplaceHomePage,
          })),
      },
      {
        path: 'browse',
        lazy: () => import('./pages/browse-page').then((m) => ({ Component: m.BrowsePage })),
      },
      {
        path: 'buyer-requests',
        lazy: () =>
          import('./pages/post-list-page').then((m) => ({ Component: m.BuyerRequestsPage })),
      },
      {
        path: 'seller-offers',
        lazy: () =>
          import('./pages/post-list-page').then((m) => ({ Component: m.SellerOffersPage })),
      },
      {
        path: 'shop-deals',
        lazy: () => import('./pages/post-list-page').then((m) => ({ Component: m.DealsPage })),
      },
      {
        path: 'stores',
        lazy: () => import('./shops/stores-page').then((m) => ({ Component: m.StoresPage })),
      },
      {
        path: 'shop/:shopId',
        lazy: () => import('./shops/shop-page').then((m) => ({ Component: m.ShopPage })),
      },
      {
        path: 'listing/:id',
        lazy: () => import('./listing/listing-page').then((m) => ({ Component: m.ListingPage })),
      },
      {
        path: 'requirement/:id',
        lazy: () =>
          import('./requirement/requirement-page').then((m) => ({ Component: m.RequirementPage })),
      },
      {
        lazy: () =>
          import('../../components/guards/require-auth').then((m) => ({
            Component: m.RequireAuth,
          })),
        children: [
          {
            path: 'saved',
            lazy: () => import('./account/saved-page').then((m) => ({ Component: m.SavedPage })),
          },
          {
            path: 'recent',
            lazy: () => import('./account/recent-page').then((m) => ({ Component: m.RecentPage })),
          },
        ],
      },
      {
        path: 'category/:category',
        lazy: () =>
          import('./pages/category-page').then((m) => ({
            loader: m.loader,
            Component: m.CategoryPage,
          })),
      },
      {
        path: ':groupId',
        lazy: () =>
          import('./pages/category-page').then((m) => ({
            loader: m.loader,
            Component: m.CategoryPage,
          })),
      },
      {
        path: ':groupId/:subgroupId',
        lazy: () =>
          import('./pages/category-page').then((m) => ({
            loader: m.loader,
            Component: m.CategoryPage,
          })),
      },
    ],
  },
];
