import { canAccess, personaOf, type Persona, type Role } from '@matchbazaar/contracts';

/**
 * The dashboard's sidebar items (docs/product/dashboard.md), in order. An item shows when the
 * user's role passes `roles` (the access rule of contracts, the BFF's too) and their persona is
 * `persona`; an item with neither shows to everyone. Only pages that exist are listed.
 */
export type DashboardNavId =
  | 'dashboard'
  | 'activity'
  | 'marketplace'
  | 'inbox'
  | 'sellerDashboard'
  | 'sellerInquiries'
  | 'sellerAnalytics'
  | 'proposals'
  | 'listings'
  | 'favorites'
  | 'savedSearches'
  | 'orders'
  | 'transactions'
  | 'profile'
  | 'settings'
  | 'adminDashboard'
  | 'manageUsers'
  | 'systemSettings'
  | 'searchAnalytics'
  | 'moderation'
  | 'adminOrders'
  | 'audit';

export interface DashboardNavItem {
  id: DashboardNavId;
  path: string;
  group: 'main' | 'admin';
  roles?: readonly Role[];
  persona?: Persona;
}

export const dashboardNav: readonly DashboardNavItem[] = [
  { id: 'dashboard', path: '/dashboard', group: 'main' },
  { id: 'activity', path: '/dashboard/activity', group: 'main' },
  { id: 'marketplace', path: '/dashboard/marketplace', group: 'main' },
  { id: 'inbox', path: '/dashboard/inbox', group: 'main' },
  // The seller's dashboard (its leads): /seller, in this shell.
  { id: 'sellerDashboard', path: '/seller', group: 'main', persona: 'seller' },
  // Their inquiries and orders to answer; without its own item the page marked the dashboard's.
  { id: 'sellerInquiries', path: '/seller/orders-inquiries', group: 'main', persona: 'seller' },
  { id: 'sellerAnalytics', path: '/seller/analytics', group: 'main', persona: 'seller' },
  { id: 'listings', path: '/dashboard/listings', group: 'main', persona: 'seller' },
  { id: 'proposals', path: '/dashboard/proposals', group: 'main', persona: 'seller' },
  { id: 'favorites', path: '/dashboard/favorites', group: 'main', persona: 'buyer' },
  // Anyone searches the marketplace, so anyone keeps saved searches (docs/product/matching.md).
  { id: 'savedSearches', path: '/dashboard/saved-searches', group: 'main' },
  // Anyone buys, so anyone has orders and transactions (docs/product/orders.md).
  { id: 'orders', path: '/dashboard/orders', group: 'main' },
  { id: 'transactions', path: '/dashboard/transactions', group: 'main' },
  { id: 'profile', path: '/dashboard/profile', group: 'main' },
  { id: 'settings', path: '/dashboard/settings', group: 'main' },
  // Staff work, not administration: support sees it too (the Administration group is admins').
  { id: 'moderation', path: '/admin/moderation', group: 'main', roles: ['support'] },
  { id: 'adminOrders', path: '/admin/orders', group: 'main', roles: ['support'] },
  { id: 'adminDashboard', path: '/admin/dashboard', group: 'admin', roles: ['admin'] },
  { id: 'manageUsers', path: '/admin/users', group: 'admin', roles: ['admin'] },
  { id: 'systemSettings', path: '/admin/settings', group: 'admin', roles: ['admin'] },
  { id: 'searchAnalytics', path: '/admin/search', group: 'admin', roles: ['admin'] },
  { id: 'audit', path: '/admin/audit', group: 'admin', roles: ['admin'] },
];

/** The items a user with this role sees (an unknown role reads as a buyer). */
export function navItemsFor(role: unknown): DashboardNavItem[] {
  const persona = personaOf(role);
  return dashboardNav.filter(
    (item) =>
      (!item.persona || item.persona === persona) && (!item.roles || canAccess(role, item.roles)),
  );
}

/** The item whose page is showing: the longest path the location starts with. */
export function currentNavItem(
  items: readonly DashboardNavItem[],
  pathname: string,
): DashboardNavItem | undefined {
  const path = pathname === '/admin' || pathname === '/admin/' ? '/admin/dashboard' : pathname;
  return items
    .filter((item) => path === item.path || path.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The sidebar's two initials: first and last name, else the email's first letter. */
export function initialsOf(user: { firstName: string; lastName: string; email: string }): string {
  const letters = [user.firstName, user.lastName]
    .map((name) => name.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
