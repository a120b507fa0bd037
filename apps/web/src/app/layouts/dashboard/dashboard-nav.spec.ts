import { describe, expect, it } from '@jest/globals';
import { currentNavItem, initialsOf, navItemsFor } from './dashboard-nav';

const ids = (role: unknown) => navItemsFor(role).map((item) => item.id);
const everyone = [
  'dashboard',
  'activity',
  'marketplace',
  'inbox',
  'savedSearches',
  'orders',
  'transactions',
  'profile',
  'settings',
];

describe('the sidebar items by role (docs/product/dashboard.md)', () => {
  it.each([
    ['user', [...everyone, 'favorites']],
    [
      'trader',
      [
        ...everyone,
        'sellerDashboard',
        'sellerInquiries',
        'sellerAnalytics',
        'listings',
        'proposals',
      ],
    ],
    // Support works the moderation queue, outside the Administration group.
    ['support', [...everyone, 'favorites', 'moderation', 'adminOrders']],
    [
      'admin',
      [
        ...everyone,
        'favorites',
        'moderation',
        'adminOrders',
        'adminDashboard',
        'manageUsers',
        'systemSettings',
        'searchAnalytics',
        'audit',
      ],
    ],
    // An unknown role is a buyer.
    ['overlord', [...everyone, 'favorites']],
    [undefined, [...everyone, 'favorites']],
  ] as [string | undefined, string[]][])('%s sees its items', (role, expected) => {
    expect(new Set(ids(role))).toEqual(new Set(expected));
  });

  it('keeps the Administration group for admins only', () => {
    for (const role of ['user', 'trader', 'support']) {
      expect(navItemsFor(role).filter((item) => item.group === 'admin')).toEqual([]);
    }
    expect(
      navItemsFor('admin')
        .filter((item) => item.group === 'admin')
        .map((item) => item.id),
    ).toEqual(['adminDashboard', 'manageUsers', 'systemSettings', 'searchAnalytics', 'audit']);
  });
});

describe('the current item', () => {
  const items = navItemsFor('admin');
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/activity', 'activity'],
    ['/dashboard/inbox/1d0c7a4e', 'inbox'],
    ['/dashboard/settings/', 'settings'],
    ['/dashboard/saved-searches', 'savedSearches'],
    ['/dashboard/orders', 'orders'],
    ['/dashboard/orders/1d0c7a4e', 'orders'],
    ['/dashboard/transactions', 'transactions'],
    ['/admin/orders', 'adminOrders'],
    ['/admin', 'adminDashboard'],
    ['/admin/dashboard', 'adminDashboard'],
    ['/admin/users/1d0c7a4e', 'manageUsers'],
    ['/admin/moderation', 'moderation'],
    ['/admin/audit', 'audit'],
  ])('%s marks %s', (path, id) => {
    expect(currentNavItem(items, path)?.id).toBe(id);
  });

  it("marks the seller's dashboard on /seller, and their inquiries on theirs", () => {
    expect(currentNavItem(navItemsFor('trader'), '/seller')?.id).toBe('sellerDashboard');
    expect(currentNavItem(navItemsFor('trader'), '/seller/orders-inquiries')?.id).toBe(
      'sellerInquiries',
    );
  });

  it('marks nothing for a path outside the sidebar', () => {
    expect(currentNavItem(items, '/dashboardish')).toBeUndefined();
  });
});

describe('initials', () => {
  it('takes the first letters of the names, else of the email', () => {
    expect(initialsOf({ firstName: 'asha', lastName: 'Tester', email: 'a@x.io' })).toBe('AT');
    expect(initialsOf({ firstName: ' ', lastName: '', email: 'zed@x.io' })).toBe('Z');
  });
});
