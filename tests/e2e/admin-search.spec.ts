import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { signInThroughApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshots } from './support/screenshots.ts';
import { system } from './support/system.ts';
import { test } from './support/verified-browser.ts';

// Search analytics (docs/product/search-analytics.md): searches made through the catalogue's API
// are recorded; the run's admin opens /admin/search, finds the query that found nothing in its
// table, changes the kind and downloads the CSV. Specs run in parallel, so other specs' searches
// may be counted too: this one looks for its own query.

const t = messages.searchAnalytics;

test('an admin sees a query that found nothing on /admin/search and downloads the CSV', async ({
  page,
}, testInfo) => {
  const run = Date.now().toString(36);
  const nothing = `zorbleflux ${run}`;

  // Two searches for words no listing has, as a visitor's browser makes them.
  for (let i = 0; i < 2; i++) {
    const search = await page.request.get(
      `/api/v1/listings/search?q=${encodeURIComponent(nothing)}`,
    );
    expect(search.status(), await search.text()).toBe(200);
  }

  await signInThroughApi(page, system.admin, 'admin');
  await page.goto('/admin/search');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  const zero = page.getByRole('table', { name: t.zeroTitle });
  const row = zero.getByRole('row').filter({ hasText: nothing });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(page.getByText(t.zeroHint)).toBeVisible();
  await expect(page.locator(`[data-figure="${t.figures.searches}"]`)).not.toHaveText('0');

  // The kind follows the address; requirements' searches are not the listings'.
  await page.getByRole('button', { name: t.kinds.requirement, exact: true }).click();
  await expect(page).toHaveURL(/kind=requirement/);
  await expect(page.getByRole('table', { name: t.zeroTitle }).getByText(nothing)).toHaveCount(0);
  await page.getByRole('button', { name: t.kinds.listing, exact: true }).click();
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.downloadCsv }).click();
  expect((await download).suggestedFilename()).toMatch(/^search-analytics-.*\.csv$/);

  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'admin-search');

  // On a phone every card fits the screen: nothing is wider than the page's content.
  await page.setViewportSize({ width: 375, height: 900 });
  const main = page.locator('main');
  const overflowing = await main.evaluate(
    (element) =>
      [...element.querySelectorAll('section, .MuiPaper-root')].filter(
        (card) => card.getBoundingClientRect().right > window.innerWidth + 0.5,
      ).length,
  );
  expect(overflowing, 'cards wider than the screen at 375 px').toBe(0);
});
