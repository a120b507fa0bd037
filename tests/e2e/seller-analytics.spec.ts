import { readFile } from 'node:fs/promises';
import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { openShopWithOffer } from './support/seed-posts.ts';
import { test } from './support/verified-browser.ts';
import { screenshots } from './support/screenshots.ts';
import { signedInContext } from './support/signed-in-context.ts';

// The seller area's figures (docs/product/seller-analytics.md): a buyer opens a seller's listing
// and asks about it; the seller's /seller shows the view and the inquiry in its cards and to-do
// list; /seller/analytics charts them, follows a change of range, and downloads the days as CSV.
// A new seller sees how to start instead of zeros.

const t = messages.sellerAnalytics;

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`).first();

test('a seller sees a buyer’s view and inquiry on /seller and /seller/analytics, changes the range and downloads the CSV', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const seller = await signedInContext(browser, baseURL!, 'analytics', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'analytics', 'buy');
  const run = Date.now().toString(36);

  // The seller's shop and a published listing.
  const listingTitle = `Nilgiri orthodox black tea, FOP grade ${run}`;
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Nilgiri Tea Estate ${run}`, city: 'Coonoor' },
    photo: { name: 'tea.png', rgb: [40, 120, 60] },
    title: listingTitle,
    description:
      'Orthodox black tea from our Nilgiri estate, FOP grade, packed in 20 kg chests for wholesale buyers.',
    category: 'tea',
    price: { amountMinor: 45_000, unit: 'kg' },
    minOrder: 20,
  });

  // The buyer opens the listing's page (a view) and asks about it (an inquiry).
  await buyer.page.goto(`/marketplace/listing/${listing.id}`);
  await expect(buyer.page.getByRole('heading', { name: listingTitle })).toBeVisible({
    timeout: 30_000,
  });
  const asked = await buyer.page.request.post(`/api/v1/listings/${listing.id}/inquiries`, {
    headers: buyer.auth,
    data: { messageId: crypto.randomUUID(), message: 'Can you ship 200 kg to Mumbai this month?' },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);

  // /seller: the cards count them, the to-do list asks for an answer.
  await seller.page.goto('/seller');
  await expect(seller.page.getByRole('heading', { name: t.statsTitle })).toBeVisible({
    timeout: 30_000,
  });
  await seller.page.getByRole('button', { name: t.periods.today, exact: true }).click();
  await expect(figure(seller.page, t.figures.views)).toHaveText('1');
  await expect(figure(seller.page, t.figures.inquiries)).toHaveText('1');
  await expect(
    seller.page.getByRole('link', { name: new RegExp(t.tasks.inquiries(1)) }),
  ).toBeVisible();
  await expect(seller.page.getByRole('heading', { name: t.quickLinksTitle })).toBeVisible();
  expect(await seriousViolations(seller.page)).toEqual([]);
  await screenshots(seller.page, testInfo, 'seller-dashboard');

  // /seller/analytics, from the sidebar: the last 30 days by default, with the listing on top.
  await seller.page
    .getByRole('link', { name: messages.dashboard.items.sellerAnalytics })
    .first()
    .click();
  await expect(seller.page).toHaveURL(/\/seller\/analytics/);
  await expect(
    seller.page.getByRole('heading', { name: t.analyticsTitle, level: 1 }),
  ).toBeVisible();
  await expect(figure(seller.page, t.figures.views)).toHaveText('1');
  await expect(figure(seller.page, t.figures.inquiries)).toHaveText('1');
  await expect(seller.page.getByRole('heading', { name: t.funnelTitle })).toBeVisible();
  const top = seller.page.getByRole('table', { name: t.topListingsTitle });
  await expect(top.getByRole('link', { name: listingTitle })).toBeVisible();
  await expect(seller.page.getByText(/\(30 days\)/)).toBeVisible();
  expect(await seriousViolations(seller.page)).toEqual([]);
  await screenshots(seller.page, testInfo, 'seller-analytics');

  // Another range: the URL and the summary follow, and the figures stay.
  await seller.page.getByRole('button', { name: t.presets.last90 }).click();
  await expect(seller.page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(seller.page.getByText(/\(90 days\)/)).toBeVisible();
  await expect(figure(seller.page, t.figures.views)).toHaveText('1');

  // The CSV of those days: a header and one line per day, today's with the view and inquiry.
  const [download] = await Promise.all([
    seller.page.waitForEvent('download'),
    seller.page.getByRole('button', { name: t.downloadCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^matchbazaar-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('date,views,inquiries,proposals,orders');
  expect(lines).toHaveLength(91);
  const today = new Date().toISOString().slice(0, 10);
  expect(lines.at(-1)).toBe(`${today},1,1,0,0`);

  await buyer.context.close();
  await seller.context.close();
});

test('a new seller sees how to start, not a wall of zeros', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const seller = await signedInContext(browser, baseURL!, 'analytics', 'sell');
  await seller.page.goto('/seller');
  await expect(seller.page.getByRole('heading', { name: t.emptyTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(seller.page.getByText(t.tasksNone)).toBeVisible();
  await screenshots(seller.page, testInfo, 'seller-dashboard-new');
  await seller.page.goto('/seller/analytics');
  await expect(seller.page.getByRole('heading', { name: t.emptyRangeTitle })).toBeVisible({
    timeout: 30_000,
  });
  expect(await seriousViolations(seller.page)).toEqual([]);
  await screenshots(seller.page, testInfo, 'seller-analytics-new');
  await seller.context.close();
});
