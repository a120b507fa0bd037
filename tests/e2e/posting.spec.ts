import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { approveAsAdmin, bearerOf, png } from './support/catalogue.ts';
import { test } from './support/verified-browser.ts';

// The signed-in posting pages (docs/product/marketplace.md): a seller opens a shop, posts a
// listing with two photos, finds it in My Listings and pauses it; a buyer posts a requirement and
// finds it in My Requirements. axe on every page on the way.
//
// Moderation: the default policy reviews a new author's first posts, so a fresh account's post
// lands in "Pending review". The spec accepts either status on arrival; for the listing it then
// approves as the run's admin (through the moderation API: its screen is the admin issue's), so
// the seller can pause it.

const t = messages.posting;
const c = messages.catalogue;

async function signedIn(page: Page, intent: 'buy' | 'sell', origin: string) {
  const account = await verifiedAccount(page, origin, `posting-${intent}`, intent);
  await signInThroughApi(page, account);
  return account;
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The post a row names (its Edit button leads to `?edit=<id>`). */
async function idOfRow(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: `${t.actions.edit}: ${title}` }).click();
  await expect(page).toHaveURL(/[?&]edit=/);
  const id = new URL(page.url()).searchParams.get('edit')!;
  await page.goBack();
  return id;
}

const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function pickCategory(page: Page, search: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(t.categoryLabel) }).fill(search);
  await page
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
}

test('a seller opens a shop, posts a listing with two photos, and pauses it', async ({
  page,
  baseURL,
}) => {
  // Two photos, an approval and six pages: past two minutes on a loaded 2-core machine.
  test.setTimeout(180_000);
  await signedIn(page, 'sell', baseURL!);

  // No shop yet: posting sends the seller to open one first.
  await page.goto('/seller/post-listing');
  await expect(page).toHaveURL(/\/seller\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: t.shopOpenTitle })).toBeVisible();
  await expect(page.getByText(t.shopNeededFirst)).toBeVisible();
  await expectAccessible(page);

  await page.locator('#shop-name').fill('Asha Rice Traders');
  await page.locator('#shop-tagline').fill('Basmati and sona masoori, milled in Pune');
  await page.locator('#shop-city').fill('Pune');
  await page.locator('#shop-region').fill('Maharashtra');
  await page.getByRole('button', { name: t.shopOpen }).click();
  await expect(page.getByText(t.shopOpened)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.shopTitle })).toBeVisible();

  // The listing form: errors from the same schema as the API, on their fields.
  await page.goto('/seller/post-listing');
  await expect(page.getByRole('heading', { level: 1, name: t.postListingTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.publish }).click();
  await expect(page.getByText(c.titleLength)).toBeVisible();
  await expect(page.locator('#post-title')).toBeFocused();

  const title = `Basmati rice 25 kg bags ${Date.now().toString(36)}`;
  await page.locator('#post-title').fill(title);
  await pickCategory(page, 'rice', 'Rice');
  await page
    .locator('#post-description')
    .fill('Aged basmati rice from Punjab.\nSorted, cleaned and packed in 25 kg bags.');
  // A file that is no picture is refused before it is sent.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(c.imageFileType)).toBeVisible();
  await page.getByRole('button', { name: t.dismissUpload }).click();
  await page.locator('input[type=file]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png([200, 120, 40]) },
    { name: 'back.png', mimeType: 'image/png', buffer: png([40, 120, 200]) },
  ]);
  await expect(page.getByRole('img', { name: t.photoAlt(2) })).toBeVisible({ timeout: 20_000 });
  // The second photo becomes the cover.
  await page.getByRole('button', { name: t.moveLeft(2) }).click();
  await page.locator('#post-price').fill('1,850');
  await page.locator('#post-minOrder').fill('10');

  await page.getByRole('button', { name: t.preview }).click();
  await expect(page.getByRole('heading', { name: t.previewHeading })).toBeVisible();
  await expect(page.getByText('₹1,850 / piece')).toBeVisible();
  await page.getByRole('button', { name: t.hidePreview }).click();

  await page.getByRole('button', { name: t.publish }).click();
  await expect(page).toHaveURL(/\/seller\/my-listings$/);
  await expect(page.getByRole('heading', { level: 1, name: t.myListingsTitle })).toBeVisible();
  const listing = row(page, title);
  await expect(listing).toBeVisible();
  await expect(
    listing.getByText(
      new RegExp(`^(${c.listingStatuses.published}|${c.listingStatuses.pending_review})$`),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  if (await listing.getByText(c.listingStatuses.pending_review, { exact: true }).isVisible()) {
    await approveAsAdmin(await idOfRow(page, title));
    await page.reload();
  }
  await expect(listing.getByText(c.listingStatuses.published, { exact: true })).toBeVisible();

  await listing.getByRole('button', { name: `${t.actions.pause}: ${title}` }).click();
  await expect(page.getByText(t.actionDone.pause)).toBeVisible();
  await expect(listing.getByText(c.listingStatuses.paused, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(`^${c.listingStatuses.paused} \\(1\\)`) }).click();
  await expect(page).toHaveURL(/status=paused/);
  await expect(row(page, title)).toBeVisible();

  // Duplicate opens the form prefilled as a new post; saved as a draft, it can be deleted.
  await row(page, title)
    .getByRole('button', { name: `${t.actions.duplicate}: ${title}` })
    .click();
  await expect(page).toHaveURL(/\/seller\/post-listing\?from=/);
  await expect(page.getByText(t.duplicateNotice)).toBeVisible();
  await expect(page.locator('#post-title')).toHaveValue(title);
  const copy = `${title} copy`;
  await page.locator('#post-title').fill(copy);
  await page.getByRole('button', { name: t.saveDraft }).click();
  await expect(page).toHaveURL(/\/seller\/post-listing\?edit=/);
  await expect(page.getByText(t.draftSaved)).toBeVisible();
  await page.goto('/seller/my-listings?status=draft');
  await row(page, copy)
    .getByRole('button', { name: `${t.actions.delete}: ${copy}` })
    .click();
  await page
    .getByRole('dialog', { name: t.deleteTitle })
    .getByRole('button', { name: t.deleteConfirm })
    .click();
  await expect(page.getByText(t.actionDone.delete)).toBeVisible();
  await expect(row(page, copy)).toHaveCount(0);
});

test('a buyer posts a requirement and finds it in My Requirements', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signedIn(page, 'buy', baseURL!);

  // A verified buyer may open a shop there (become-seller.spec.ts follows it through).
  await page.goto('/seller/shop');
  await expect(page.getByRole('heading', { level: 1, name: t.shopOpenTitle })).toBeVisible();

  await page.goto('/marketplace/my-requirements');
  await expect(page.getByText(t.emptyRequirementsTitle)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: t.newRequirement }).first().click();
  await expect(page).toHaveURL(/\/marketplace\/post-requirement$/);
  await expectAccessible(page);

  const title = `200 cotton T-shirts with logo ${Date.now().toString(36)}`;
  await page.locator('#post-title').fill(title);
  await pickCategory(page, 'shirts', 'Shirts');
  await page
    .locator('#post-description')
    .fill('Plain white cotton T-shirts, sizes S to XL, with a one-colour logo print.');
  await page.locator('#post-quantity').fill('200');
  await page.locator('#post-budgetMin').fill('500');
  await page.locator('#post-budgetMax').fill('100');
  await page.locator('#post-city').fill('Mumbai');
  await page.getByRole('button', { name: t.publish }).click();
  await expect(page.getByText(c.budgetInvalid)).toBeVisible();
  await page.locator('#post-budgetMax').fill('900');
  await page.getByRole('button', { name: t.publish }).click();

  await expect(page).toHaveURL(/\/marketplace\/my-requirements$/);
  const requirement = row(page, title);
  await expect(requirement).toBeVisible();
  await expect(
    requirement.getByText(
      new RegExp(`^(${c.requirementStatuses.open}|${c.requirementStatuses.pending_review})$`),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // Closing asks first, and why.
  await requirement.getByRole('button', { name: `${t.actions.close}: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: t.closeTitle });
  await dialog.getByRole('radio', { name: c.closeReasons.fulfilled }).check();
  await dialog.getByRole('button', { name: t.closeConfirm }).click();
  await expect(page.getByText(t.actionDone.close)).toBeVisible();
  await expect(requirement.getByText(c.requirementStatuses.closed, { exact: true })).toBeVisible();
});

test('signed out, the posting pages show the authentication-required page named after them', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/seller/shop', t.shopTitle],
    ['/seller/post-listing', t.postListingTitle],
    ['/seller/my-listings', t.myListingsTitle],
    ['/marketplace/post-requirement', t.postRequirementTitle],
    ['/marketplace/my-requirements', t.myRequirementsTitle],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(messages.authRequired.text)).toBeVisible();
    await expect(page.locator('#post-title, #shop-name')).toHaveCount(0);
  }
});

test('a seller imports listings from a CSV: checks it, imports it, and fixes what the report names', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await signedIn(page, 'sell', baseURL!);
  const auth = await bearerOf(page.request, account);
  const shop = await page.request.put('/api/v1/shops/mine', {
    headers: auth,
    data: { name: 'CSV Rice Mills', place: { city: 'Karnal', country: 'IN' } },
  });
  expect(shop.status(), await shop.text()).toBe(200);

  const l = messages.listingImport;
  await page.goto('/seller/my-listings');
  await page.getByRole('button', { name: l.open }).click();
  const dialog = page.getByRole('dialog', { name: l.title });
  await expect(dialog.getByRole('link', { name: l.template })).toHaveAttribute(
    'download',
    /\.csv$/,
  );
  const sku = `CSV-${Date.now().toString(36)}`;
  const csv = [
    'sku,title,description,category,price,currency,price_unit,status',
    `${sku},Sona masoori rice 25 kg bags,"Sona masoori rice, cleaned and packed in 25 kg bags.",rice,1450,INR,bag,publish`,
    `${sku}-2,Rice,too short,unicorns,abc,EUR,bag,publish`,
  ].join('\n');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'listings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: l.check }).click();
  await expect(dialog.getByText(l.checkedNote)).toBeVisible();
  await dialog.getByRole('button', { name: l.import, exact: true }).click();
  await expect(
    dialog.getByText(l.summary({ rows: 2, created: 1, updated: 0, drafts: 1, failed: 1 })),
  ).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `${sku}-2` })).toBeVisible();
  await dialog.getByRole('button', { name: l.close }).click();
  const imported = 'Sona masoori rice 25 kg bags';
  await expect(row(page, imported)).toBeVisible();
  // Submitting the imported draft without photos names it and says what is missing.
  await row(page, imported)
    .getByRole('button', { name: `${t.actions.submit}: ${imported}` })
    .click();
  await expect(page.getByText(t.actionFailedOn(imported, c.imagesRequired))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
