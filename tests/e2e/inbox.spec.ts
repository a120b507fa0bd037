import { messages } from '@matchbazaar/contracts';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { bearerOf } from './support/catalogue.ts';
import { openShopWithOffer } from './support/seed-posts.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// Inquiries and conversations on the web (docs/product/live-marketplace.md): a buyer's inquiry
// reaches the seller's open inbox live; they answer each other with read receipts; two messages
// sent while the seller is offline are all there, once each, when the seller is back.

const t = messages.inbox;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const thread = (page: Page) => page.getByRole('log', { name: t.listLabel });
const composer = (page: Page) => page.getByRole('textbox', { name: t.messageLabel });

async function write(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: t.send, exact: true }).click();
}

test('an inquiry reaches the seller live; replies carry read receipts; nothing is lost offline', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  // The seller's shop and a published listing, through the API.
  const seller = await verifiedAccount(page, baseURL!, 'inbox-sell', 'sell');
  const auth = await bearerOf(page.request, seller);
  const title = `Hand-beaten brass urli ${Date.now().toString(36)}`;
  const listing = await openShopWithOffer(
    { page, auth },
    {
      shop: { name: 'Deccan Brassworks', city: 'Pune', region: 'Maharashtra' },
      photo: { name: 'urli.png', rgb: [180, 130, 40] },
      title,
      description: 'Traditional brass urli bowls, hand-beaten in Pune, 12 and 18 inch.',
      category: 'designer-wear',
      price: { amountMinor: 250_000, unit: 'piece' },
      minOrder: 5,
    },
  );
  const buyer = await verifiedAccount(page, baseURL!, 'inbox-buy', 'buy');

  // The seller waits in an empty inbox, in another browser.
  const sellerContext = await browser.newContext({ storageState: verifiedBrowserState });
  const sellerPage = await sellerContext.newPage();
  await signInThroughApi(sellerPage, seller);
  await sellerPage.goto('/dashboard/inbox');
  // The dashboard's first load is slow on a busy machine.
  await expect(sellerPage.getByText(t.empty)).toBeVisible({ timeout: 30_000 });
  await shot(sellerPage, testInfo, 'inbox-empty-1280');

  // The buyer sends an inquiry from the listing's page.
  await signInThroughApi(page, buyer);
  await page.goto(`/marketplace/listing/${listing.id}`);
  await page.getByRole('button', { name: t.sendInquiry }).click();
  const dialog = page.getByRole('dialog', { name: t.inquiryTitle });
  await dialog.getByRole('textbox', { name: t.messageLabel }).fill('Do you ship 40 urlis to Goa?');
  await dialog.getByRole('spinbutton', { name: t.inquiryQuantity }).fill('40');
  await shot(page, testInfo, 'inquiry-dialog-1280');
  await dialog.getByRole('button', { name: t.sendInquiry }).click();
  await expect(dialog.getByText(t.inquirySent)).toBeVisible();
  await dialog.getByRole('link', { name: t.openConversation }).click();
  await expect(thread(page).getByText('Do you ship 40 urlis to Goa?')).toBeVisible();

  // The seller's open inbox shows it without a reload.
  const row = sellerPage.getByTestId('conversation-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(t.unread(1));
  // The sidebar's Inbox link counts it too, and stops once it is read.
  const inboxLink = sellerPage
    .getByRole('navigation', { name: messages.dashboard.navLabel })
    .getByRole('link', { name: messages.dashboard.items.inbox });
  await expect(inboxLink).toContainText(t.unread(1));
  await shot(sellerPage, testInfo, 'inbox-unread-1280');
  await row.click();
  await expect(thread(sellerPage).getByText('Do you ship 40 urlis to Goa?')).toBeVisible();
  await expect(inboxLink).not.toContainText(t.unread(1));
  await expect(thread(sellerPage).getByText(t.quantity('40'))).toBeVisible();

  // One message each; each sees the other's, and the receipt turns to Read.
  await write(sellerPage, 'Yes, 40 pieces ship from Pune next week.');
  await expect(thread(page).getByText('Yes, 40 pieces ship from Pune next week.')).toBeVisible();
  await expect(thread(sellerPage).getByTestId('message-status').last()).toHaveText(t.read);
  await write(page, 'Great, please send a quote.');
  await expect(thread(sellerPage).getByText('Great, please send a quote.')).toBeVisible();
  await expect(thread(page).getByTestId('message-status').last()).toHaveText(t.read);
  await shot(sellerPage, testInfo, 'inbox-thread-1280');

  // The seller drops off; the buyer writes twice; back online, both are there once each.
  await sellerContext.setOffline(true);
  await write(page, 'First while you were away.');
  await write(page, 'Second while you were away.');
  await expect(thread(page).getByText('Second while you were away.')).toBeVisible();
  await expect(thread(page).getByTestId('message-status').last()).toHaveText(t.sent);
  await sellerContext.setOffline(false);
  for (const text of ['First while you were away.', 'Second while you were away.'])
    await expect(thread(sellerPage).getByText(text, { exact: true })).toHaveCount(1);
  await expect(thread(sellerPage).getByTestId('message')).toHaveCount(5);
  // The inquiry is labelled as what it is, not as the button that sent it.
  await expect(thread(sellerPage).getByText(t.inquiryBubble, { exact: true })).toBeVisible();
  await expect(thread(sellerPage).getByText(t.sendInquiry, { exact: true })).toHaveCount(0);

  // A phone: the list and the thread are separate views, with a way back.
  await sellerPage.setViewportSize({ width: 375, height: 740 });
  await expect(thread(sellerPage)).toBeVisible();
  await shot(sellerPage, testInfo, 'inbox-thread-375');
  await sellerPage.getByRole('link', { name: t.back }).click();
  await expect(row).toBeVisible();
  await expect(thread(sellerPage)).toHaveCount(0);
  await shot(sellerPage, testInfo, 'inbox-list-375');

  // The seller's Inquiries tab lists it (the buyer wrote last: it waits for an answer).
  await sellerPage.goto('/seller/orders-inquiries');
  const inquiry = sellerPage.getByTestId('inquiry-row').filter({ hasText: title });
  await expect(inquiry).toBeVisible();
  // The state filters are whole chips at 375 px: each on one line, none cut by the edge.
  const filters = sellerPage.getByRole('group', { name: t.inquiryStatesLabel });
  for (const chip of await filters.getByRole('button').all()) {
    const box = (await chip.boundingBox())!;
    expect(box.height).toBeLessThan(40);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await shot(sellerPage, testInfo, 'seller-inquiries-375');
  await sellerPage.setViewportSize({ width: 1280, height: 900 });
  // The sidebar marks this page, not the seller's dashboard it lives under.
  await expect(
    sellerPage.getByRole('link', { name: t.ordersInquiriesTitle, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await shot(sellerPage, testInfo, 'seller-inquiries-1280');
  await sellerPage.getByRole('tab', { name: t.ordersTab }).click();
  await expect(sellerPage.getByText(messages.orders.page.emptySelling)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/marketplace/listing/${listing.id}`);
  await page.getByRole('button', { name: t.sendInquiry }).click();
  await expect(page.getByRole('dialog', { name: t.inquiryTitle })).toBeVisible();
  await shot(page, testInfo, 'inquiry-dialog-375');
  await page.keyboard.press('Escape');

  // The shop's page: its summary offers to contact the seller, not a "Visit shop" to itself.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: messages.marketplace.visitShop }).click();
  await expect(page).toHaveURL(/\/marketplace\/shop\//);
  await expect(page.getByRole('link', { name: messages.marketplace.visitShop })).toHaveCount(0);
  await page.getByRole('button', { name: t.contactSeller }).click();
  const ask = page.getByRole('dialog', { name: t.inquiryTitle });
  await expect(ask.getByRole('combobox', { name: t.shopInquiryListing })).toHaveText(title);
  await shot(page, testInfo, 'shop-contact-dialog-1280');
  await ask.getByRole('textbox', { name: t.messageLabel }).fill('Do you ship to Chennai?');
  await ask.getByRole('button', { name: t.sendInquiry }).click();
  await expect(ask.getByText(t.inquirySent)).toBeVisible();
  await ask.getByRole('button', { name: t.close }).click();
  await shot(page, testInfo, 'shop-page-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, testInfo, 'shop-page-375');

  // The seller on their own listing and shop: nothing to order, ask or report; the shop to edit.
  await sellerPage.goto(`/marketplace/listing/${listing.id}`);
  await expect(sellerPage.getByText(messages.marketplace.yourListing)).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: t.sendInquiry })).toHaveCount(0);
  await expect(
    sellerPage.getByRole('button', { name: messages.marketplace.report, exact: true }),
  ).toHaveCount(0);
  await shot(sellerPage, testInfo, 'own-listing-1280');
  await sellerPage.getByRole('link', { name: messages.marketplace.visitShop }).click();
  await expect(sellerPage).toHaveURL(/\/marketplace\/shop\//);
  await expect(sellerPage.getByRole('button', { name: t.contactSeller })).toHaveCount(0);
  await expect(
    sellerPage.getByRole('link', { name: messages.marketplace.editYourShop }),
  ).toHaveAttribute('href', '/seller/shop');
  await shot(sellerPage, testInfo, 'own-shop-1280');
  await sellerContext.close();
});
