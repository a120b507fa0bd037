import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { test } from './support/verified-browser.ts';

// The search understands a buyer's words (docs/product/search-understanding.md) over the demo
// catalogue the end-to-end run seeds: a category named in words, a repaired spelling, a price
// and a city typed in words as removable chips, and a search with nothing found that offers a
// requirement prefilled from it, which posts. axe on each page, screenshots at 1280 and 375 px.

const t = messages.marketplace;
const p = messages.posting;

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const understood = (page: Page) => page.getByRole('list', { name: t.understoodLabel });

test("the header's Fresh Vegetables shortcut shows vegetables and a chip to browse the category", async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: messages.site.popularSearchesLabel })
    .getByRole('link', { name: 'Fresh Vegetables' })
    .click();
  await expect(page).toHaveURL(/\/marketplace\/browse\?q=Fresh(\+|%20)Vegetables/);
  await expect(
    page.getByRole('heading', { level: 1, name: t.resultsFor('Fresh Vegetables') }),
  ).toBeVisible();
  await expect(page.getByTestId('listing-result').first()).toBeVisible();
  await expect(page.getByRole('status').first()).not.toHaveText(/^0 results$/);
  const browse = understood(page).getByRole('link', {
    name: t.browseCategory('Fresh Vegetables'),
  });
  await expect(browse).toHaveAttribute('href', '/marketplace/category/fresh-vegetables');
  await expectAccessible(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`search-category-${width}.png`),
      fullPage: false,
    });
  }
  await browse.click();
  await expect(page).toHaveURL(/\/marketplace\/category\/fresh-vegetables$/);
});

test('a misspelt word is repaired, and the page says so and is titled by what it shows', async ({
  page,
}) => {
  await page.goto('/marketplace/browse?q=iphnoe');
  await expect(page.getByRole('heading', { level: 1, name: t.resultsFor('iphone') })).toBeVisible();
  await expect(page.getByText(t.showingInstead('iphnoe', 'iphone'))).toBeVisible();
  await expect(
    page
      .getByTestId('listing-result')
      .getByRole('heading', { name: /iPhone/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a price and a city typed in words become chips; removing one searches without it', async ({
  page,
}) => {
  await page.goto('/marketplace/browse?q=sofa+under+20000+in+jaipur');
  const chips = understood(page);
  const price = chips.getByRole('button', { name: t.removeReading('Under ₹20,000') });
  const city = chips.getByRole('button', { name: t.removeReading('In Jaipur') });
  await expect(price).toHaveText('Under ₹20,000');
  await expect(city).toHaveText('In Jaipur');
  await expectAccessible(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`search-chips-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await price.click();
  await expect(page).toHaveURL(/q=sofa(\+|%20)in(\+|%20)jaipur$/);
  await expect(city).toBeVisible();
  await expect(price).toHaveCount(0);
});

test('a search that finds nothing offers a requirement prefilled from it, which posts', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const buyer = await verifiedAccount(page, baseURL!, 'search-prefill', 'buy');
  await signInThroughApi(page, buyer);

  // Nobody sells saffron in the demo catalogue: nothing, rather than the other spices.
  await page.goto('/marketplace/browse?q=saffron+under+5000');
  await expect(page.getByRole('heading', { level: 2, name: t.noResultsTitle })).toBeVisible();
  await expect(
    understood(page).getByRole('button', { name: t.removeReading('Under ₹5,000') }),
  ).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`search-nothing-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: t.postRequirementFor('saffron under 5000') }).click();
  await expect(page).toHaveURL(/\/marketplace\/post-requirement\?/);
  await expect(page.locator('#post-title')).toHaveValue('saffron');
  await expect(page.locator('#post-budgetMax')).toHaveValue('5000');
  await expect(page.getByRole('combobox', { name: new RegExp(p.categoryLabel) })).toHaveValue(
    /Spices/,
  );

  const title = `saffron, 1 kg, Kashmiri ${Date.now().toString(36)}`;
  await page.locator('#post-title').fill(title);
  await page
    .locator('#post-description')
    .fill('Kashmiri saffron threads, grade one, in sealed tins, for a sweet shop.');
  await page.locator('#post-quantity').fill('1');
  await page.locator('#post-budgetMin').fill('1000');
  await page.locator('#post-city').fill('Jaipur');
  await page.getByRole('button', { name: p.publish }).click();
  await expect(page).toHaveURL(/\/marketplace\/my-requirements$/);
  await expect(page.getByText(title)).toBeVisible();
});
