import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { signInThroughApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshots } from './support/screenshots.ts';
import { openShopWithOffer } from './support/seed-posts.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { system } from './support/system.ts';
import { test } from './support/verified-browser.ts';

// Synonyms in System Settings (docs/product/search-understanding.md, "Synonyms"): a buyer's word
// finds nothing; the run's admin sees it on /admin/search, adds it as a synonym of the seller's
// word from there, and the same search then finds the listing. The set is deleted at the end.

const t = messages.searchAnalytics;
const s = t.synonyms;

test('an admin adds a synonym set from a query that found nothing, and the search then finds the listing', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const word = `qalin${run}`;
  const title = `Kashmiri namda felt rug, lot ${run}`;

  const seller = await signedInContext(browser, baseURL!, 'synonyms', 'sell');
  await openShopWithOffer(seller, {
    shop: { name: 'Srinagar Felt House', city: 'Srinagar' },
    photo: { name: 'namda.png', rgb: [150, 40, 60] },
    title,
    description: 'Hand-felted namda floor rug with chain-stitch embroidery, 4 by 6 feet.',
    category: 'designer-wear',
    price: { amountMinor: 450_000, unit: 'piece' },
    minOrder: 1,
  });
  await seller.context.close();

  // The buyer's word finds nothing (and is recorded as such).
  const before = await page.request.get(`/api/v1/listings/search?q=${word}`);
  expect(before.status(), await before.text()).toBe(200);
  expect(await before.text()).not.toContain(title);

  await signInThroughApi(page, system.admin, 'admin');
  await page.goto('/admin/search');
  // The page's code loads on first visit: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({
    timeout: 60_000,
  });
  const row = page
    .getByRole('table', { name: t.zeroTitle })
    .getByRole('row')
    .filter({ hasText: word });
  const addFromQuery = row.getByRole('link', { name: s.addFromQueryLabel(word) });
  await expect(addFromQuery).toBeVisible();
  await screenshots(page, testInfo, 'admin-search-add-synonyms');
  await addFromQuery.click();

  // System Settings, the new set's dialog open with the query as its first word.
  await expect(page).toHaveURL(/\/admin\/settings/);
  const dialog = page.getByRole('dialog', { name: s.newSet });
  const terms = dialog.getByRole('textbox', { name: s.termsLabel });
  await expect(terms).toHaveValue(`${word}\n`);
  await terms.press('ControlOrMeta+End');
  await terms.pressSequentially('Namda');
  await screenshots(page, testInfo, 'admin-synonyms-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: s.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: s.setSaved })).toBeVisible();

  // The section lists it (the search box holds the query), in lower case.
  const section = page.getByRole('region', { name: s.title });
  const set = section.getByTestId('synonym-set').filter({ hasText: word });
  await expect(set).toContainText('namda');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'admin-synonyms');

  // A word in another set is refused, saying which.
  await section.getByRole('button', { name: s.add }).click();
  const again = page.getByRole('dialog', { name: s.newSet });
  await again.getByRole('textbox', { name: s.termsLabel }).fill('namda, felt rug');
  await again.getByRole('button', { name: s.save }).click();
  await expect(again.getByText(s.termInOtherSet('namda', `namda, ${word}`))).toBeVisible();
  await again.getByRole('button', { name: s.cancel }).click();

  // The buyer's word now finds the listing.
  await page.goto(`/marketplace/browse?q=${word}`);
  await expect(page.getByTestId('listing-result').filter({ hasText: title })).toBeVisible();

  // Deleted, the word finds nothing again.
  await page.goto('/admin/settings');
  await section.getByRole('searchbox', { name: s.search }).fill(word);
  await set.getByRole('button', { name: s.deleteLabel(`namda, ${word}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: s.delete }).click();
  await expect(page.getByRole('status').filter({ hasText: s.setDeleted })).toBeVisible();
  await expect(set).toHaveCount(0);
});
