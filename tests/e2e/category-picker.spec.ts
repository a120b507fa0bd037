import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { bearerOf } from './support/catalogue.ts';
import { screenshots } from './support/screenshots.ts';
import { test } from './support/verified-browser.ts';

// The posting forms' category picker reads a seller's words as the catalogue search does
// (docs/product/marketplace.md, "Posting"): 'saffron' lists Spices first, and a title that names
// a product suggests its category under the field.

const t = messages.posting;

const picker = (page: Page) => page.getByRole('combobox', { name: new RegExp(t.categoryLabel) });
const suggestions = (page: Page) => page.getByRole('group', { name: t.categorySuggested });

test('a seller finds a category in everyday words and takes the one suggested from the title', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await verifiedAccount(page, baseURL!, 'category-picker', 'sell');
  await signInThroughApi(page, account);
  const shop = await page.request.put('/api/v1/shops/mine', {
    headers: await bearerOf(page.request, account),
    data: { name: 'Nashik Fresh Farms', place: { city: 'Nashik', country: 'IN' } },
  });
  expect(shop.status(), await shop.text()).toBe(200);

  await page.goto('/seller/post-listing');
  await expect(page.getByRole('heading', { level: 1, name: t.postListingTitle })).toBeVisible();
  // No title yet: nothing to suggest.
  await expect(suggestions(page)).toHaveCount(0);

  // A product's name finds its category, first.
  await picker(page).fill('saffron');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText('Spices');
  await picker(page).fill('spices');
  await expect(options.first()).toContainText(/^Spices/);
  await screenshots(page, test.info(), 'category-search', {
    fullPage: false,
    show: page.getByRole('listbox'),
  });
  await picker(page).fill('xqzzv');
  await expect(page.getByText(t.categoryNone)).toBeVisible();
  await picker(page).fill('');
  await page.keyboard.press('Escape');

  // The title suggests the category as it is typed.
  await page.locator('#post-title').fill('Fresh bhindi from Nashik');
  const chip = suggestions(page).getByRole('button', {
    name: t.categorySuggestion('Fresh Vegetables'),
  });
  await expect(chip).toBeVisible();
  await expect(suggestions(page).getByRole('button')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, test.info(), 'category-suggestions', {
    fullPage: false,
    show: suggestions(page),
  });

  // Reached from the keyboard: the chip follows the title and the picker in tab order.
  await chip.focus();
  await page.keyboard.press('Enter');
  await expect(picker(page)).toHaveValue('Fresh Vegetables');
  await expect(picker(page)).toBeFocused();
  await expect(suggestions(page)).toHaveCount(0);

  // Cleared, the suggestion comes back and a click takes it too.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(picker(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await chip.click();
  await expect(picker(page)).toHaveValue('Fresh Vegetables');
});

test('a buyer posting a requirement gets the category suggested from the title', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'category-picker-buy', 'buy');
  await signInThroughApi(page, account);
  await page.goto('/marketplace/post-requirement');
  await expect(page.getByRole('heading', { level: 1, name: t.postRequirementTitle })).toBeVisible();

  await page.locator('#post-title').fill('Need 2 kg Kashmiri kesar every month');
  await suggestions(page)
    .getByRole('button', { name: t.categorySuggestion('Spices') })
    .click();
  await expect(picker(page)).toHaveValue('Spices');
  expect(await seriousViolations(page)).toEqual([]);
});
