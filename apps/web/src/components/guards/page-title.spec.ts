import { describe, expect, it } from '@jest/globals';
import { landingPathFor, protectedPageTitle, routeTitleOf, sitePathOr } from './page-title';

describe('protectedPageTitle (docs/product/roles-and-access.md)', () => {
  it('prefers the explicit name', () => {
    expect(
      protectedPageTitle({
        name: 'Saved Listings',
        routeTitle: 'Saved',
        pathname: '/marketplace/saved',
      }),
    ).toBe('Saved Listings');
  });

  it('else the matching route title', () => {
    expect(
      protectedPageTitle({
        routeTitle: 'Orders & Inquiries',
        pathname: '/seller/orders-inquiries',
      }),
    ).toBe('Orders & Inquiries');
  });

  it('else the last path segment, hyphens to capitalised words', () => {
    expect(protectedPageTitle({ pathname: '/marketplace/post-requirement' })).toBe(
      'Post Requirement',
    );
    expect(protectedPageTitle({ pathname: '/seller/orders-inquiries/' })).toBe('Orders Inquiries');
    expect(protectedPageTitle({ pathname: '/dashboard' })).toBe('Dashboard');
    expect(protectedPageTitle({ name: '  ', pathname: '/my--page' })).toBe('My Page');
    expect(protectedPageTitle({ pathname: '/' })).toBe('');
  });

  it('reads the deepest route title', () => {
    expect(
      routeTitleOf([
        { handle: { title: 'Seller' } },
        { handle: undefined },
        { handle: { title: 'Analytics' } },
      ]),
    ).toBe('Analytics');
    expect(routeTitleOf([{ handle: { title: 'Seller' } }, { handle: { other: 1 } }])).toBe(
      'Seller',
    );
    expect(routeTitleOf([{ handle: null }])).toBeUndefined();
  });
});

describe('sitePathOr', () => {
  it.each([
    ['/dashboard?tab=1', '/dashboard?tab=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    [null, '/'],
    ['', '/'],
  ])('%s -> %s', (value, expected) => expect(sitePathOr(value, '/')).toBe(expected));
});

describe('landingPathFor', () => {
  it('lands an admin on the admin dashboard and everyone else at home', () => {
    expect(landingPathFor('admin')).toBe('/admin/dashboard');
    expect(landingPathFor('support')).toBe('/');
    expect(landingPathFor('user')).toBe('/');
    expect(landingPathFor(undefined)).toBe('/');
  });
});
