import { categoriesResponseSchema, feedResponseSchema, messages } from '@matchbazaar/contracts';
import {
  allCategories,
  categoryIconPath,
  defaultCategoryIconPath,
  taxonomy,
} from '@matchbazaar/taxonomy';
import { expect } from '@playwright/test';
import { test } from './support/verified-browser.ts';

// The taxonomy (docs/product/taxonomy.md) through the production build (`vite preview`) and the BFF
// behind it: every taxonomy id's icon, the default icon for anything else, and the listings read
// API for a browser past the gate.

test('every group, subgroup and category id has its own icon; other ids get the default', async ({
  page,
}) => {
  const ids = [
    ...taxonomy.flatMap((group) => [group.id, ...group.subgroups.map((s) => s.id)]),
    ...allCategories.map((category) => category.id),
  ];
  const fallback = await (await page.request.get(defaultCategoryIconPath)).text();
  expect(fallback).toContain('<svg');
  for (const id of ids) {
    const res = await page.request.get(categoryIconPath(id));
    expect(res.status(), id).toBe(200);
    expect(res.headers()['content-type'], id).toContain('image/svg+xml');
    expect(await res.text(), id).not.toBe(fallback);
  }
  for (const unknown of ['no-such-category', 'Rice', 'a.b']) {
    const res = await page.request.get(`/icons/categories/${unknown}.svg`);
    expect(res.status(), unknown).toBe(200);
    expect(await res.text(), unknown).toBe(fallback);
  }
});

test('icons render as images in the page', async ({ page }) => {
  await page.goto('/');
  const widths = await page.evaluate(
    (paths) =>
      Promise.all(
        paths.map(
          (src) =>
            new Promise<number>((resolve) => {
              const image = new Image();
              image.onload = () => resolve(image.naturalWidth);
              image.onerror = () => resolve(0);
              image.src = src;
            }),
        ),
      ),
    [categoryIconPath('rice'), categoryIconPath('unknown-id'), '/images/listings/residential.svg'],
  );
  expect(widths).toEqual([48, 48, 640]);
});

test('the listings API answers the taxonomy and the newest listings of a type', async ({
  page,
}) => {
  const categories = await page.request.get('/api/v1/listings/categories');
  expect(categories.status()).toBe(200);
  const tree = categoriesResponseSchema.parse(await categories.json());
  expect(tree.data.groups.map((group) => group.label)).toContain('Agriculture & Food');
  expect(tree.data.groups).toHaveLength(15);

  const buyers = await page.request.get('/api/v1/listings?type=buyer&limit=2');
  expect(buyers.status()).toBe(200);
  const { data } = feedResponseSchema.parse(await buyers.json());
  expect(data.listings).toHaveLength(2);
  expect(data.listings.every((listing) => listing.type === 'buyer')).toBe(true);

  const bad = await page.request.get('/api/v1/listings?limit=500');
  expect(bad.status()).toBe(400);
  expect((await bad.json()) as unknown).toMatchObject({ message: messages.listings.invalidLimit });
});
