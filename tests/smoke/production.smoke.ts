import { messages } from '@matchbazaar/contracts';
import { expect, type Browser, type Page } from '@playwright/test';
import {
  field,
  linkIn,
  mailTo,
  newAccount,
  signInThroughUi,
  subjects,
} from '../e2e/support/accounts.ts';
import { placeOrderThroughApi } from '../e2e/support/checkout.ts';
import { waitForTheApp } from '../e2e/support/public-pages.ts';
import { openShopWithOffer } from '../e2e/support/seed-posts.ts';
import { signedInContext } from '../e2e/support/signed-in-context.ts';
import { test } from '../e2e/support/verified-browser.ts';
import { isAlive, kill, liveBffs, openOnBff, socketsPerBff, topology } from './support/topology.ts';

// The production smoke tier (docs/operations/production-on-one-machine.md): the journeys that
// matter, against `npm run start:prod -- --smoke` (nginx from docker/nginx.conf, two BFFs, two
// workers, NODE_ENV=production), first with everything up, then after one BFF and one worker were
// killed with SIGKILL. Each journey makes its own accounts and posts.

test.describe.configure({ mode: 'serial' });

const a = messages.auth;
const inbox = messages.inbox;
const o = messages.orders;

/** Two years ahead: a card that has not expired. */
const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
const run = () => Date.now().toString(36);

/** A seller with a shop and one published offer (approved by the run's admin if held). */
async function sellerWithOffer(browser: Browser, baseURL: string, label: string) {
  const seller = await signedInContext(browser, baseURL, label, 'sell');
  // Letters only: the search reads digits as quantities or prices.
  const word = `smokeware${run().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Smoke Traders ${run()}`, city: 'Pune', region: 'Maharashtra' },
    photo: { name: 'offer.png', rgb: [Math.floor(Math.random() * 255), 120, 60] },
    title: `Hand-beaten ${word} bowls`,
    description: 'Brass bowls, hand-beaten in Pune, packed in tens for wholesale buyers.',
    category: 'designer-wear',
    price: { amountMinor: 25_000, unit: 'piece' },
    minOrder: 2,
  });
  return { seller, listing, word };
}

/** The buyer's inquiry from the listing's page, through its dialog. */
async function sendInquiry(page: Page, listingId: string, text: string) {
  if (!page.url().includes(listingId)) await page.goto(`/marketplace/listing/${listingId}`);
  await page.getByRole('button', { name: inbox.sendInquiry }).click();
  const dialog = page.getByRole('dialog', { name: inbox.inquiryTitle });
  await dialog.getByRole('textbox', { name: inbox.messageLabel }).fill(text);
  await dialog.getByRole('spinbutton', { name: inbox.inquiryQuantity }).fill('10');
  await dialog.getByRole('button', { name: inbox.sendInquiry }).click();
  await expect(dialog.getByText(inbox.inquirySent)).toBeVisible();
}

/** The seller's open inbox shows the inquiry without a reload. */
async function expectInquiryLive(sellerPage: Page, title: string) {
  const row = sellerPage.getByTestId('conversation-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(inbox.unread(1));
}

const journeys = {
  async signUp({ page, baseURL }: { page: Page; baseURL: string }) {
    const account = newAccount('smoke-signup');
    await page.goto('/auth/register');
    await field(page, a.register.firstName).fill(account.firstName);
    await field(page, a.register.lastName).fill(account.lastName);
    await field(page, a.emailLabel).fill(account.email);
    await field(page, a.passwordLabel).fill(account.password);
    await field(page, a.confirmPasswordLabel).fill(account.password);
    await page.getByRole('button', { name: new RegExp(`^${a.register.buy}`) }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: a.register.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: a.register.doneTitle })).toBeVisible();
    // The worker sends the verification mail; its link verifies the address.
    const mail = await mailTo(page.request, account.email, subjects.verify);
    await page.goto(linkIn(mail, baseURL, '/auth/verify-email'));
    await expect(page).toHaveURL(/\/auth\/email-verification-success\?/);
    await signInThroughUi(page, account);
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto('/profile');
    await expect(field(page, messages.profile.email)).toHaveValue(account.email);
  },

  async search({ page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string }) {
    const { seller, listing, word } = await sellerWithOffer(browser, baseURL, 'smoke-search');
    await seller.context.close();
    await page.goto('/marketplace');
    // The page comes rendered from the server, header and all; a signed-in browser draws it afresh
    // once the app starts, which would drop a word typed before: wait for the app.
    await waitForTheApp(page);
    const search = page.getByRole('searchbox', { name: messages.marketplace.searchLabel });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/marketplace\/browse\?q=/);
    await page.getByRole('link', { name: listing.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  },

  async inquiryAcrossBffs({ browser, baseURL }: { browser: Browser; baseURL: string }) {
    const { seller, listing } = await sellerWithOffer(browser, baseURL, 'smoke-inquiry');
    const buyer = await signedInContext(browser, baseURL, 'smoke-inquiry', 'buy');
    // The seller waits in the inbox; the buyer's socket is on the other BFF (while two are up).
    const sellerSide = await openOnBff(seller.context, '/dashboard/inbox');
    await expect(sellerSide.page.getByText(inbox.empty)).toBeVisible({ timeout: 30_000 });
    const buyerSide = await openOnBff(
      buyer.context,
      `/marketplace/listing/${listing.id}`,
      sellerSide.bff,
    );
    if (liveBffs().length > 1) expect(buyerSide.bff).not.toBe(sellerSide.bff);
    const text = `Do you ship 10 bowls to Goa? ${run()}`;
    await sendInquiry(buyerSide.page, listing.id, text);
    await expectInquiryLive(sellerSide.page, listing.title);
    // The buyer opens the conversation (in the app: the same socket); the seller's answer
    // reaches it live the other way.
    const dialog = buyerSide.page.getByRole('dialog', { name: inbox.inquiryTitle });
    await dialog.getByRole('link', { name: inbox.openConversation }).click();
    const thread = buyerSide.page.getByRole('log', { name: inbox.listLabel });
    await expect(thread.getByText(text)).toBeVisible();
    await sellerSide.page
      .getByTestId('conversation-row')
      .filter({ hasText: listing.title })
      .click();
    await sellerSide.page
      .getByRole('textbox', { name: inbox.messageLabel })
      .fill('Yes, next week.');
    await sellerSide.page.getByRole('button', { name: inbox.send, exact: true }).click();
    await expect(thread.getByText('Yes, next week.')).toBeVisible();
    await seller.context.close();
    await buyer.context.close();
  },

  async orderPaidAndShipped({ browser, baseURL }: { browser: Browser; baseURL: string }) {
    const { seller, listing } = await sellerWithOffer(browser, baseURL, 'smoke-order');
    const buyer = await signedInContext(browser, baseURL, 'smoke-order', 'buy');
    // Placed through the API (the checkout has its own spec), as the checkout starts: the
    // listing's one shipping option (free delivery) to the buyer's address.
    const order = await placeOrderThroughApi(buyer, listing.id, { quantity: 4 });
    const accepted = await seller.page.request.post(`/api/v1/orders/${order.id}/accept`, {
      headers: seller.auth,
      data: {},
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await seller.page.goto(`/dashboard/orders/${order.id}`);
    await expect(seller.page.getByTestId('order-status')).toHaveText(o.statuses.accepted, {
      timeout: 30_000,
    });
    await buyer.page.goto(`/dashboard/orders/${order.id}`);
    await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.accepted, {
      timeout: 30_000,
    });

    // The buyer pays with the card the development provider accepts.
    await buyer.page.getByRole('button', { name: o.actions.pay }).click();
    const paying = buyer.page.getByRole('dialog');
    await paying.getByLabel(o.page.cardNumber).fill('4242 4242 4242 4242');
    await paying.getByLabel(o.page.expiry).fill(expiry);
    await paying.getByLabel(o.page.cvc).fill('123');
    await paying.getByRole('button', { name: /^Pay / }).click();
    await expect(paying).toBeHidden();
    await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.paid);

    // The seller's page follows live, and ships with tracking; the buyer's follows that.
    await expect(seller.page.getByTestId('order-status')).toHaveText(o.statuses.paid);
    await seller.page.getByRole('button', { name: o.actions.ship }).click();
    const ship = seller.page.getByRole('dialog', { name: o.page.shipTitle });
    const tracking = `BLUEDART ${run()}`;
    await ship.getByLabel(o.page.trackingLabel).fill(tracking);
    await ship.getByRole('button', { name: o.actions.ship }).click();
    await expect(seller.page.getByTestId('order-status')).toHaveText(o.statuses.shipped);
    await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.shipped);
    await expect(
      buyer.page.getByRole('region', { name: o.page.terms }).getByText(tracking),
    ).toBeVisible();
    await seller.context.close();
    await buyer.context.close();
  },
};

function theJourneys(when: string) {
  test(`sign-up with the verification mail (${when})`, async ({ page, baseURL }) => {
    await journeys.signUp({ page, baseURL: baseURL! });
  });
  test(`search finds a new listing (${when})`, async ({ page, browser, baseURL }) => {
    await journeys.search({ page, browser, baseURL: baseURL! });
  });
  test(`an inquiry delivered live between two browsers (${when})`, async ({ browser, baseURL }) => {
    await journeys.inquiryAcrossBffs({ browser, baseURL: baseURL! });
  });
  test(`an order paid and shipped (${when})`, async ({ browser, baseURL }) => {
    await journeys.orderPaidAndShipped({ browser, baseURL: baseURL! });
  });
}

test.describe('everything up', () => {
  test('two BFFs and two workers are running', () => {
    const { bffs, workers } = topology();
    expect(bffs.filter((b) => isAlive(b.pid))).toHaveLength(2);
    expect(workers.filter((w) => isAlive(w.pid))).toHaveLength(2);
  });
  theJourneys('both BFFs up');
});

test.describe('a BFF and a worker killed', () => {
  test('an open inbox on the killed BFF reconnects to the other and still gets an inquiry live', async ({
    browser,
    baseURL,
  }) => {
    const { seller, listing } = await sellerWithOffer(browser, baseURL!, 'smoke-kill');
    const { bffs, workers } = topology();
    // The seller's socket on the first BFF, the one about to die.
    const sellerSide = await openOnBff(seller.context, '/dashboard/inbox', 1);
    expect(sellerSide.bff).toBe(0);
    await expect(sellerSide.page.getByText(inbox.empty)).toBeVisible({ timeout: 30_000 });

    await kill(bffs[0]!.pid);
    await kill(workers[0]!.pid);
    // The page's connection comes back, on the BFF that is left.
    await expect.poll(socketsPerBff, { timeout: 30_000 }).toEqual([0, 1]);

    const buyer = await signedInContext(browser, baseURL!, 'smoke-kill', 'buy');
    const text = `Still there? ${run()}`;
    await sendInquiry(buyer.page, listing.id, text);
    await expectInquiryLive(sellerSide.page, listing.title);
    await seller.context.close();
    await buyer.context.close();
  });
  theJourneys('one BFF and one worker killed');
});
