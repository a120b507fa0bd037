import type { RouteObject } from 'react-router-dom';

/**
 * The public marketplace's pages (docs/product/marketplace.md), each its own lazy chunk; saved and
 * recent listings need an account. Static paths win over `:groupId`, so /marketplace/stores is
 * never read as a group. The table lives in app/ because the listing and shop pages are composed
 * here with pieces of the orders and reviews features, which the marketplace may not import.
 */
export const marketplaceRoutes: RouteObject[] = [
  {
    path: 'marketplace',
    children: [
      {
        index: true,
        lazy: () =>
          import('../../features/marketplace/pages/marketplace-home-page').then((m) => ({
            Component: m.MarketplaceHomePage,
          })),
      },
      {
        path: 'browse',
        lazy: () =>
          import('../../features/marketplace/pages/browse-page').then((m) => ({
            Component: m.BrowsePage,
          })),
      },
      {
        path: 'buyer-requests',
        lazy: () =>
          import('../../features/marketplace/pages/post-list-page').then((m) => ({
            Component: m.BuyerRequestsPage,
          })),
      },
      {
        path: 'seller-offers',
        lazy: () =>
          import('../../features/marketplace/pages/post-list-page').then((m) => ({
            Component: m.SellerOffersPage,
          })),
      },
      {
        path: 'shop-deals',
        lazy: () =>
          import('../../features/marketplace/pages/post-list-page').then((m) => ({
            Component: m.DealsPage,
          })),
      },
      {
        path: 'stores',
        lazy: () =>
          import('../../features/marketplace/shops/stores-page').then((m) => ({
            Component: m.StoresPage,
          })),
      },
      {
        path: 'shop/:shopId',
        lazy: () =>
          import('./shop-page-with-reviews').then((m) => ({ Component: m.ShopPageWithReviews })),
      },
      {
        path: 'listing/:id',
        lazy: () =>
          import('./listing-page-with-orders-and-reviews').then((m) => ({
            Component: m.ListingPageWithOrdersAndReviews,
          })),
      },
      {
        path: 'requirement/:id',
        lazy: () =>
          import('../../features/marketplace/requirement/requirement-page').then((m) => ({
            Component: m.RequirementPage,
          })),
      },
      {
        lazy: () =>
          import('../../components/guards/require-auth').then((m) => ({
            Component: m.RequireAuth,
          })),
        children: [
          {
            path: 'saved',
            lazy: () =>
              import('../../features/marketplace/account/saved-page').then((m) => ({
                Component: m.SavedPage,
              })),
          },
          {
            path: 'recent',
            lazy: () =>
              import('../../features/marketplace/account/recent-page').then((m) => ({
                Component: m.RecentPage,
              })),
          },
        ],
      },
      {
        path: 'category/:category',
        lazy: () =>
          import('../../features/marketplace/pages/category-page').then((m) => ({
            loader: m.loader,
            Component: m.CategoryPage,
          })),
      },
      {
        path: ':groupId',
        lazy: () =>
          import('../../features/marketplace/pages/category-page').then((m) => ({
            loader: m.loader,
            Component: m.CategoryPage,
          })),
      },
      {
        path: ':groupId/:subgroupId',
        lazy: () =>
          import('../../features/marketplace/pages/category-page').then((m) => ({
            loader: m.loader,
            Component: m.CategoryPage,
          })),
      },
    ],
  },
];
