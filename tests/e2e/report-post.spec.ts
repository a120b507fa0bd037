import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { openShopWithOffer } from './support/seed-posts.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { test } from './support/verified-browser.ts';

// Reporting a listing from its page (docs/product/marketplace.md): the dialog's code loads when
// the reader reaches for Report, not with the page, so this walks the whole way a reader does.
// Signed out, Report leads to sign-in; signed in, a reason and details reach the moderators.

const m = messages.marketplace;
const c = messages.catalogue;

test('a reader reports a listing from its page: a reason, details, thanks', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seller = await signedInContext(browser, baseURL!, 'report-post', 'sell');
  const reader = await signedInContext(browser, baseURL!, 'report-post', 'buy');
  const run = Date.now().toString(36);
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Guntur Chilli House ${run}`, city: 'Guntur', region: 'Andhra Pradesh' },
    photo: { name: 'red-chillies.png', rgb: [190, 30, 20] },
    title: `Guntur red chillies ${run}`,
    description:
      'Stemless Guntur Sannam red chillies, sun dried, packed in 25 kg bags for traders.',
    category: 'spices',
    price: { amountMinor: 24_000, unit: 'kg' },
    minOrder: 25,
  });

  // The seller is not offered to report their own listing.
  await seller.page.goto(`/marketplace/listing/${listing.id}`);
  await expect(seller.page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(seller.page.getByRole('button', { name: m.report, exact: true })).toHaveCount(0);

  await reader.page.goto(`/marketplace/listing/${listing.id}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible({
    timeout: 30_000,
  });
  await reader.page.getByRole('button', { name: m.report, exact: true }).click();
  const dialog = reader.page.getByRole('dialog', { name: m.report });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('radio', { name: c.reportReasons.other }).check();
  await dialog
    .getByRole('textbox', { name: m.details })
    .fill('The photo shows green chillies, not the red ones described.');
  await dialog.getByRole('button', { name: m.report, exact: true }).click();
  await expect(dialog.getByText(c.reportReceived)).toBeVisible();
  await dialog.getByRole('button', { name: m.closeFullScreen }).click();
  await expect(dialog).toBeHidden();

  // The second time the dialog opens at once, its code already there.
  await reader.page.getByRole('button', { name: m.report, exact: true }).click();
  await expect(reader.page.getByRole('dialog', { name: m.report })).toBeVisible();
});
