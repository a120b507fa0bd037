import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';
import { screenshots } from './support/screenshots.ts';

// Saved searches (docs/product/matching.md, "Saved searches"): a buyer saves the search on the
// browse page with its alerts, finds it on /dashboard/saved-searches with its filters in words,
// changes its alerts in place and deletes it.

const t = messages.savedSearches;

test('a search saved from the browse page is on the dashboard, where its alerts change and it is deleted', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: verifiedBrowserState });
  const page = await context.newPage();
  const account = await verifiedAccount(page, baseURL!, 'saved-search', 'buy');
  await signInThroughApi(page, account);

  const run = Date.now().toString(36);
  const words = `turmeric ${run}`;
  await page.goto(
    `/marketplace/browse?q=${encodeURIComponent(words)}&category=spices&condition=new&city=Pune`,
  );
  await page.getByRole('button', { name: t.saveSearch }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });
  await expect(dialog.getByLabel(t.nameLabel)).toHaveValue(`${words} in Pune`);
  await expect(dialog.getByRole('radio', { name: t.alertChoices['instant'] })).toBeChecked();
  await screenshots(page, testInfo, 'save-search-dialog', { fullPage: false });

  await dialog.getByLabel(t.nameLabel).fill(`Turmeric in Pune ${run}`);
  await dialog.getByRole('radio', { name: t.alertChoices['daily'] }).check();
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Saved: the button says so and leads to the saved searches.
  const savedLink = page.getByRole('link', { name: t.savedButtonLabel });
  await expect(savedLink).toBeVisible();
  await savedLink.click();

  await expect(page).toHaveURL(/\/dashboard\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const list = page.getByRole('list', { name: t.listLabel });
  const row = list.getByRole('listitem', { name: `Turmeric in Pune ${run}` });
  await expect(row).toBeVisible();
  await expect(row.getByText(`“${words}” · Spices · New · In Pune`)).toBeVisible();
  await expect(row.getByText(t.noNewHits)).toBeVisible();
  // Each row's alerts, named by the row they are in.
  const alerts = row.getByRole('combobox', { name: t.alertLabel });
  await expect(alerts).toHaveText(t.alertShort['daily']!);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'saved-searches-page');

  // Alerts changed in place.
  await alerts.click();
  await page.getByRole('option', { name: t.alertShort['off'] }).click();
  await expect(page.getByText(t.updated)).toBeVisible();
  await page.reload();
  await expect(row.getByRole('combobox', { name: t.alertLabel })).toHaveText(t.alertShort['off']!);

  // View results opens the browse page with the saved search.
  await page.getByRole('button', { name: t.viewResults }).click();
  await expect(page).toHaveURL(/\/marketplace\/browse\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    q: words,
    category: 'spices',
    condition: 'new',
    city: 'Pune',
  });
  await expect(page.getByRole('link', { name: t.savedButtonLabel })).toBeVisible();

  // Deleted after a confirmation: the empty page.
  await page.goto('/dashboard/saved-searches');
  await page.getByRole('button', { name: `${t.delete}: Turmeric in Pune ${run}` }).click();
  const confirm = page.getByRole('dialog', { name: t.deleteTitle });
  await expect(confirm.getByText(t.deleteBody(`Turmeric in Pune ${run}`))).toBeVisible();
  await confirm.getByRole('button', { name: t.confirmDelete }).click();
  await expect(page.getByText(t.deleted)).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();
  await screenshots(page, testInfo, 'saved-searches-empty');
  await context.close();
});
