import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForTheApp } from './support/public-pages.ts';
import { approveAsAdmin, bearerOf, png } from './support/catalogue.ts';
import { test } from './support/verified-browser.ts';

// The public marketplace (docs/product/marketplace.md) over the demo catalogue the end-to-end run
// seeds, and a buyer's journey: a seller's new listing is found by a misspelt search and by its
// category, saved, and seen in recent views. axe on every page on the way.

const t = messages.marketplace;

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('the marketplace pages show the demo catalogue and pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: t.homeTitle })).toBeVisible();
  const groups = page.getByRole('region', { name: t.groupsTitle });
  await expect(groups.getByRole('link')).toHaveCount(15);
  await expect(groups.getByText(/^\d[\d,]* offers$/).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: t.hotDealsTitle }).getByTestId('listing-result').first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: t.newestRequestsTitle })
      .getByTestId('requirement-result')
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  // A group, then one of its subgroups from the facet: breadcrumbs follow.
  await groups.getByRole('link', { name: /Electronics/ }).click();
  await expect(page).toHaveURL(/\/marketplace\/electronics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d[\d,]*\+? results?$/);
  await expectAccessible(page);
  await page.goto('/marketplace/electronics/mobile-devices');
  await expect(
    page
      .getByRole('navigation', { name: t.breadcrumbLabel })
      .getByRole('link', { name: 'Electronics' }),
  ).toBeVisible();
  await expect(page.getByTestId('listing-result').first()).toBeVisible();

  // Unknown ids are a 404.
  await page.goto('/marketplace/no-such-group');
  await expect(page).toHaveURL(/\/404$/);

  // Lists, deals, stores, a shop, a listing, a request.
  for (const [path, title] of [
    ['/marketplace/seller-offers', t.sellerOffersTitle],
    ['/marketplace/buyer-requests', t.buyerRequestsTitle],
    ['/marketplace/shop-deals', t.dealsPageTitle],
    ['/marketplace/stores', t.storesPageTitle],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId(/-result$/).first()).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByTestId('shop-result').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/marketplace\/shop\//);
  await expect(page.getByRole('heading', { level: 2, name: t.shopListingsTitle })).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('listing-result').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/marketplace\/listing\//);
  await expect(page.getByRole('heading', { level: 2, name: t.description })).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type'?: string };
  expect(jsonLd['@type']).toBe('Product');
  await expect(page).toHaveTitle(/· MatchBazaar$/);
  await expectAccessible(page);

  await page.goto('/marketplace/buyer-requests');
  await page.getByTestId('requirement-result').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/marketplace\/requirement\//);
  await expect(page.getByText(t.requestedBy)).toBeVisible();
  await expectAccessible(page);
});

test('the sort of results and of stores is a choice kept in the URL', async ({ page }) => {
  // A select opens on the press itself, which a page not yet taken over does not hold.
  await page.goto('/marketplace/seller-offers');
  await waitForTheApp(page);
  await page.getByRole('combobox', { name: t.sortLabel }).click();
  await page.getByRole('option', { name: t.sorts.price_asc }).click();
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page.getByRole('combobox', { name: t.sortLabel })).toHaveText(t.sorts.price_asc);

  await page.goto('/marketplace/stores');
  await waitForTheApp(page);
  await page.getByRole('combobox', { name: t.sortLabel }).click();
  // Nearest is offered only once the visitor's place is known.
  await expect(page.getByRole('option', { name: t.storeSorts.distance })).toHaveCount(0);
  await page.getByRole('option', { name: t.storeSorts.rating }).click();
  await expect(page).toHaveURL(/[?&]sort=rating/);
});

test('a buyer finds a new listing by a misspelt search and by category, saves it, and sees it in recent views', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The seller posts through the API (the posting pages have their own spec).
  const seller = await verifiedAccount(page, baseURL!, 'market-sell', 'sell');
  const auth = await bearerOf(page.request, seller);
  const shop = await page.request.put('/api/v1/shops/mine', {
    headers: auth,
    data: {
      name: 'Kashmir Loom House',
      place: { city: 'Srinagar', region: 'Jammu and Kashmir', country: 'IN' },
    },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  const photos: string[] = [];
  for (const rgb of [
    [120, 40, 90],
    [90, 40, 120],
  ] as [number, number, number][]) {
    const upload = await page.request.post('/api/v1/images', {
      headers: auth,
      multipart: { file: { name: 'shawl.png', mimeType: 'image/png', buffer: png(rgb, 64) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    photos.push(((await upload.json()) as { data: { image: { id: string } } }).data.image.id);
  }
  const word = `pashmina${Date.now().toString(36).slice(-4).replace(/\d/g, 'q')}`;
  const title = `Handwoven ${word} shawls`;
  const posted = await page.request.post('/api/v1/listings', {
    headers: auth,
    data: {
      title,
      description: 'Pure wool shawls woven by hand in Srinagar, in six colours.',
      category: 'designer-wear',
      price: { type: 'fixed', amountMinor: 650_000, currency: 'INR', unit: 'piece' },
      minOrder: { quantity: 2, unit: 'piece' },
      imageIds: photos,
      intent: 'publish',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const listing = ((await posted.json()) as { data: { listing: { id: string; status: string } } })
    .data.listing;
  if (listing.status === 'pending_review') await approveAsAdmin(listing.id);

  const buyer = await verifiedAccount(page, baseURL!, 'market-buy', 'buy');
  await signInThroughApi(page, buyer);

  // Signed in, the marketplace links to the person's own lists.
  await page.goto('/marketplace');
  const own = page.getByRole('navigation', { name: t.yourLinksLabel });
  await expect(own.getByRole('link', { name: t.yourLinks.saved })).toHaveAttribute(
    'href',
    '/marketplace/saved',
  );
  await expect(own.getByRole('link', { name: t.yourLinks.myListings })).toHaveCount(0);

  // A typo in the one word that names it: two letters swapped.
  const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
  await page.goto('/marketplace');
  const search = page.getByRole('searchbox', { name: t.searchLabel });
  await search.fill(typo);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/marketplace/browse\\?q=${typo}`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // By category: its leaf category's screen lists it.
  await page.goto('/marketplace/category/designer-wear?sort=newest');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /Photo 2 of 2/ })).toBeVisible();

  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('button', { name: t.saved, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/marketplace/saved');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/marketplace/recent');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.clearRecent }).click();
  await expect(page.getByText(t.recentEmpty)).toBeVisible();
});

test('words typed in the header search before the app runs reach it: suggestions follow', async ({
  page,
}) => {
  // The chunk that takes over a server-rendered page comes 2 s late, as on a slow phone.
  await page.route('**/assets/hydrate-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  const box = page.getByRole('combobox', { name: messages.site.searchLabel }).first();
  await box.fill('basm');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const list = page.getByRole('listbox', { name: messages.site.suggestionsLabel }).first();
  await expect(list.getByRole('option', { name: /^Basmati/ }).first()).toBeVisible();
  await expect(box).toHaveValue('basm');
});

test('the header search suggests categories and titles as one types', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: messages.site.searchLabel }).first();
  await box.fill('basm');
  const list = page.getByRole('listbox', { name: messages.site.suggestionsLabel }).first();
  await expect(list.getByRole('option', { name: /^Basmati/ }).first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\/category\/basmati$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Basmati' })).toBeVisible();
});
