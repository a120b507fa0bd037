import { siteMessages } from '@matchbazaar/contracts';

const t = siteMessages.menu;

/** The top-level entries that open a panel; the panels' code loads on first use. */
export type PanelId = 'categories' | 'resources' | 'support';

export type TopNavItem =
  | { kind: 'link'; id: string; label: string; to: string }
  | { kind: 'panel'; id: PanelId; label: string };

/** docs/product/site.md: the header's menus, in order. */
export const topNavItems: readonly TopNavItem[] = [
  { kind: 'panel', id: 'categories', label: t.shopByCategory },
  { kind: 'link', id: 'stores', label: t.exploreLocalStores, to: '/marketplace/stores' },
  { kind: 'link', id: 'deals', label: t.shopDeals, to: '/marketplace/shop-deals' },
  { kind: 'link', id: 'sell', label: t.sellItems, to: '/seller/post-listing' },
  { kind: 'panel', id: 'resources', label: t.resources },
  { kind: 'panel', id: 'support', label: t.support },
];

/** Where the search box and the popular shortcuts lead. */
export function browseHref(query: string): string {
  const q = query.trim();
  return q ? `/marketplace/browse?${new URLSearchParams({ q }).toString()}` : '/marketplace/browse';
}

/** The marketplace pages of the taxonomy (docs/product/marketplace.md). */
export const marketplaceHref = {
  group: (groupId: string) => `/marketplace/${groupId}`,
  subgroup: (groupId: string, subgroupId: string) => `/marketplace/${groupId}/${subgroupId}`,
  category: (categoryId: string) => `/marketplace/category/${categoryId}`,
};
