import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { bearerOf } from './support/catalogue.ts';
import { screenshots } from './support/screenshots.ts';
import { bengaluruAddress, checkOutWithAddress } from './support/checkout.ts';
import { postOpenRequirement, publishOffer } from './support/seed-posts.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// Anyone can sell (docs/decisions/0001-roles-and-personas.md): a verified buyer who opens the
// seller's posting page opens a shop there and sells from the same account, buyer history kept;
// the sidebar says Seller at once, and another browser of the account does after a reload. The
// new seller lists an offer; someone else, in a browser of their own, finds the shop, orders it
// through the checkout, and the order reaches the new seller's Orders page live.

const t = messages.posting;
const d = messages.dashboard;
const o = messages.orders;

test('a buyer opens a shop from the posting page and sells from the same account', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const buyer = await verifiedAccount(page, baseURL!, 'become-seller', 'buy');
  // Buyer history: an open requirement of theirs.
  const requirement = await postOpenRequirement(
    { page, auth: await bearerOf(page.request, buyer) },
    {
      title: `Brass diyas for a wedding ${Date.now().toString(36)}`,
      description: 'Two hundred hand-cast brass diyas, delivered to Nashik before the month ends.',
      category: 'spices',
      quantity: { amount: 200, unit: 'piece' },
      budget: { minMinor: 2_000_000, maxMinor: 3_000_000 },
      city: 'Nashik',
      region: 'Maharashtra',
    },
  );

  // A second browser of the same account, signed in as a buyer.
  const otherContext = await browser.newContext({ storageState: verifiedBrowserState });
  const other = await otherContext.newPage();
  await signInThroughApi(other, buyer);
  await other.goto('/dashboard');

  await signInThroughApi(page, buyer);
  // Settings offers it too.
  await page.goto('/settings');
  const selling = page.getByRole('region', { name: messages.accountSettings.sellingHeading });
  await expect(selling.getByRole('link', { name: messages.accountSettings.openShop })).toBeVisible({
    timeout: 30_000,
  });
  // The whole page is photographed: no scrolling to the section, which waits for it to be still.
  await screenshots(page, testInfo, 'become-seller-settings');
  await page.goto('/seller/post-listing');
  await expect(page.getByText(t.sellerOnlyTitle)).toBeVisible({ timeout: 30_000 });
  await screenshots(page, testInfo, 'become-seller-notice');
  await page.getByRole('link', { name: t.openShopToSell }).click();

  await expect(page).toHaveURL(/\/seller\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: t.shopOpenTitle })).toBeVisible();
  await page.locator('#shop-name').fill('Nashik Brass House');
  await page.locator('#shop-city').fill('Nashik');
  await page.locator('#shop-region').fill('Maharashtra');
  await page.getByRole('button', { name: t.shopOpen }).click();
  await expect(page.getByText(t.shopOpened)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.shopTitle })).toBeVisible();
  await screenshots(page, testInfo, 'become-seller-shop-opened');

  // Selling now, without signing in again: the posting form opens and the sidebar says Seller.
  await page.getByRole('link', { name: t.postFirstListing }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.postListingTitle })).toBeVisible();
  await expect(page.getByText(t.sellerOnlyTitle)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByText(d.roleLabels.trader, { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: d.navLabel })
      .getByRole('link', { name: d.items.sellerAnalytics }),
  ).toBeVisible();

  // The new seller lists an offer and waits on their Orders page, on the selling side.
  const auth = await bearerOf(page.request, buyer);
  const offer = await publishOffer(
    { page, auth },
    {
      photo: { name: 'brass-diya.png', rgb: [181, 140, 50] },
      title: `Hand-cast brass diyas ${Date.now().toString(36)}`,
      description:
        'Hand-cast brass diyas from Nashik, polished, five-wick, packed in dozens for weddings and temples.',
      category: 'spices',
      price: { amountMinor: 15_000, unit: 'piece' },
      minOrder: 12,
    },
  );
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('button', { name: o.page.selling, pressed: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(o.page.emptySelling)).toBeVisible();

  // Someone else, in a browser of their own, finds the new shop and its offer, and orders it.
  const customer = await signedInContext(browser, baseURL!, 'become-seller-customer', 'buy');
  const mine = await page.request.get('/api/v1/shops/mine', { headers: auth });
  const { slug } = ((await mine.json()) as { data: { shop: { slug: string } } }).data.shop;
  await customer.page.goto(`/marketplace/shop/${slug}`);
  await customer.page.getByRole('link', { name: offer.title }).first().click({ timeout: 30_000 });
  await expect(customer.page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible({
    timeout: 30_000,
  });
  await customer.page.getByLabel(o.page.orderQuantity('piece')).fill('24');
  await customer.page.getByRole('button', { name: o.page.orderNow }).click();
  await checkOutWithAddress(customer.page, { address: bengaluruAddress, total: '₹3,600' });

  // The order reaches the new seller without a reload.
  const row = page.getByTestId('order-row').filter({ hasText: offer.title });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText(o.statuses.placed, { exact: true })).toBeVisible();
  await screenshots(page, testInfo, 'become-seller-first-order');
  await customer.context.close();

  // The buyer's history is still theirs: their requirement, and the buying side of their orders.
  await page.getByRole('button', { name: o.page.buying }).click();
  await expect(page.getByText(o.page.emptyBuying)).toBeVisible();
  await page.goto('/marketplace/my-requirements');
  await expect(page.getByText(requirement.title)).toBeVisible();

  // The other browser turns seller too on its next load.
  await other.goto('/seller/post-listing');
  await expect(other.getByRole('heading', { level: 1, name: t.postListingTitle })).toBeVisible({
    timeout: 30_000,
  });
  await otherContext.close();
});
