import { messages, serverEvents } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { bearerOf } from './support/catalogue.ts';
import { screenshots } from './support/screenshots.ts';
import { openShopWithOffer } from './support/seed-posts.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// Lists a user has open follow the realtime pushes without a reload (docs/product/live-marketplace.md,
// "Live lists"; app/live-queries.tsx holds the one table of what each push makes stale).

const t = messages.inbox;

/** A verified seller with a shop and one published offer, and a verified buyer. */
async function sellerWithOfferAndBuyer(
  { page, baseURL }: { page: Page; baseURL: string },
  label: string,
  offer: { shop: string; city: string; region: string; title: string; description: string },
) {
  const seller = await verifiedAccount(page, baseURL, `${label}-sell`, 'sell');
  const auth = await bearerOf(page.request, seller);
  const title = `${offer.title} ${Date.now().toString(36)}`;
  const listing = await openShopWithOffer(
    { page, auth },
    {
      shop: { name: offer.shop, city: offer.city, region: offer.region },
      photo: { name: `${label}.png`, rgb: [150, 30, 60] },
      title,
      description: offer.description,
      category: 'designer-wear',
      price: { amountMinor: 180_000, unit: 'piece' },
      minOrder: 2,
    },
  );
  const buyer = await verifiedAccount(page, baseURL, `${label}-buy`, 'buy');
  return { seller, buyer, listing, title };
}

/** The buyer, signed in on `page`, sends an inquiry from the listing's page; its dialog stays open. */
async function inquire(page: Page, listingId: string, text: string) {
  await page.goto(`/marketplace/listing/${listingId}`);
  await page.getByRole('button', { name: t.sendInquiry }).click();
  const dialog = page.getByRole('dialog', { name: t.inquiryTitle });
  await dialog.getByRole('textbox', { name: t.messageLabel }).fill(text);
  await dialog.getByRole('button', { name: t.sendInquiry }).click();
  await expect(dialog.getByText(t.inquirySent)).toBeVisible();
  return dialog;
}

test("a buyer's inquiry appears on the seller's open Inquiries tab without a reload", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const { seller, buyer, listing, title } = await sellerWithOfferAndBuyer(
    { page, baseURL: baseURL! },
    'live',
    {
      shop: 'Kanchi Looms',
      city: 'Kanchipuram',
      region: 'Tamil Nadu',
      title: 'Kanchipuram silk stole',
      description: 'Pure silk stoles woven in Kanchipuram, zari border, 2 metres.',
    },
  );

  // The seller keeps the Inquiries tab open, empty, in another browser.
  const sellerContext = await browser.newContext({ storageState: verifiedBrowserState });
  const sellerPage = await sellerContext.newPage();
  await signInThroughApi(sellerPage, seller);
  await sellerPage.goto('/seller/orders-inquiries');
  await expect(sellerPage.getByText(t.noInquiries)).toBeVisible({ timeout: 30_000 });
  const newFilter = sellerPage.getByRole('button', { name: `${t.inquiryStates.new} (0)` });
  await expect(newFilter).toBeVisible();

  // The buyer sends an inquiry from the listing's page.
  await signInThroughApi(page, buyer);
  const dialog = await inquire(page, listing.id, 'Do you have 6 in maroon?');

  // The seller's tab shows it, counted as new, with no reload.
  const row = sellerPage.getByTestId('inquiry-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Do you have 6 in maroon?');
  await expect(
    sellerPage.getByRole('button', { name: `${t.inquiryStates.new} (1)` }),
  ).toBeVisible();

  // A second message of the buyer's replaces the row's preview, still without a reload.
  await dialog.getByRole('link', { name: t.openConversation }).click();
  await page.getByRole('textbox', { name: t.messageLabel }).fill('And 4 in teal, please.');
  await page.getByRole('button', { name: t.send, exact: true }).click();
  await expect(row).toContainText('And 4 in teal, please.');
  await screenshots(sellerPage, testInfo, 'live-inquiries');
  await sellerContext.close();
});

test('a message whose push never came is fetched as soon as a later one shows the gap', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, listing } = await sellerWithOfferAndBuyer(
    { page, baseURL: baseURL! },
    'gap',
    {
      shop: 'Sanganer Prints',
      city: 'Jaipur',
      region: 'Rajasthan',
      title: 'Block-printed cotton dohar',
      description: 'Hand block-printed cotton dohars from Sanganer, double bed size.',
    },
  );

  // The buyer starts the conversation.
  await signInThroughApi(page, buyer);
  const dialog = await inquire(page, listing.id, 'Do you have 10 in indigo?');
  await dialog.getByRole('link', { name: t.openConversation }).click();
  await page.waitForURL(/\/dashboard\/inbox\/[0-9a-f-]{36}/);
  const threadPath = new URL(page.url()).pathname;

  // The seller's browser loses exactly one message push, as when the BFF that stored the message
  // died before its push left: the socket's frames pass through, but for that one.
  const sellerContext = await browser.newContext({ storageState: verifiedBrowserState });
  const sellerPage = await sellerContext.newPage();
  let dropNextMessage = false;
  let dropped = 0;
  await sellerPage.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      if (
        dropNextMessage &&
        typeof frame === 'string' &&
        frame.includes(`"${serverEvents.conversationMessage}"`)
      ) {
        dropNextMessage = false;
        dropped++;
        return;
      }
      socket.send(frame);
    });
    socket.onMessage((frame) => server.send(frame));
  });
  await signInThroughApi(sellerPage, seller);
  await sellerPage.goto(threadPath);
  const sellerThread = sellerPage.getByRole('log', { name: t.listLabel });
  await expect(sellerThread.getByText('Do you have 10 in indigo?')).toBeVisible({
    timeout: 30_000,
  });

  // The first message's push is lost; the second's arrives, one seq past the gap.
  dropNextMessage = true;
  const box = page.getByRole('textbox', { name: t.messageLabel });
  await box.fill('Also 6 in madder red.');
  await page.getByRole('button', { name: t.send, exact: true }).click();
  await expect.poll(() => dropped).toBe(1);
  await box.fill('Can they ship by Friday?');
  await page.getByRole('button', { name: t.send, exact: true }).click();

  // Without a reload, the seller's thread holds both, in order.
  await expect(sellerThread.getByText('Can they ship by Friday?')).toBeVisible();
  await expect(sellerThread.getByText('Also 6 in madder red.')).toBeVisible();
  const texts = await sellerThread.getByText(/madder red|by Friday/).allTextContents();
  expect(texts.map((text) => (text.includes('madder') ? 'first' : 'second'))).toEqual([
    'first',
    'second',
  ]);
  await sellerContext.close();
});
