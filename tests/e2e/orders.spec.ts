import { messages } from '@matchbazaar/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInThroughApi } from './support/accounts.ts';
import {
  bengaluruAddress,
  checkOutWithAddress,
  placeOrderThroughApi,
  savedAddressThroughApi,
} from './support/checkout.ts';
import { seriousViolations } from './support/axe.ts';
import { png } from './support/catalogue.ts';
import { verifiedPayoutMethodThroughApi } from './support/payout-methods.ts';
import { screenshots } from './support/screenshots.ts';
import { openShopWithOffer, postOpenRequirement } from './support/seed-posts.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { system } from './support/system.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// Orders (docs/product/orders.md), buyer and seller side by side in two browsers: the buyer
// orders from a fixed-price listing; the order appears on the seller's Orders page live; the
// seller accepts it and the buyer's page follows without a reload; the buyer pays with the test
// card that succeeds (another order with the card that is declined says so); the seller ships, the
// buyer confirms receipt; both transactions pages show the money, and the seller's balance what
// was released to them. A dispute an admin settles in part. An accepted proposal becomes an order
// the seller sees arrive live; once it is completed both sides review each other, blind until
// both have written, and the shop shows the rating.

const t = messages.orders;
const p = messages.orders.page;

/** Two years ahead: a card that has not expired. */
const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

async function pay(page: Page, card: string) {
  await page.getByRole('button', { name: t.actions.pay }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(p.cardNumber).fill(card);
  await dialog.getByLabel(p.expiry).fill(expiry);
  await dialog.getByLabel(p.cvc).fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  return dialog;
}

test('a listing order from placed to completed, each side seeing the other live, and the money on both transactions pages', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const seller = await signedInContext(browser, baseURL!, 'orders', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'orders', 'buy');
  const run = Date.now().toString(36);

  // The seller's shop and a published fixed-price listing: ₹180 a kg, at least 100 kg.
  const title = `Lakadong turmeric powder ${run}`;
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Meghalaya Spice Co ${run}`, city: 'Pune', region: 'Maharashtra' },
    photo: { name: 'turmeric.png', rgb: [200, 150, 40] },
    title,
    description:
      'Lakadong turmeric powder from Meghalaya, 7% curcumin, cleaned, ground and packed in 25 kg bags for wholesale buyers.',
    category: 'spices',
    price: { amountMinor: 18_000, unit: 'kg' },
    minOrder: 100,
  });

  // The seller's own listing has no Order box (the first load of a page is slow on a busy machine).
  const listingPath = `/marketplace/listing/${listing.id}`;
  await seller.page.goto(listingPath);
  await expect(seller.page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(seller.page.getByRole('heading', { name: p.orderBox })).toHaveCount(0);

  // The seller waits on their Orders page (Selling), which has none yet.
  await seller.page.goto('/dashboard/orders');
  await expect(seller.page.getByText(p.emptySelling)).toBeVisible({ timeout: 30_000 });

  // The buyer orders 120 kg: below the minimum is refused in the form first.
  await buyer.page.goto(listingPath);
  await expect(buyer.page.getByRole('heading', { name: p.orderBox })).toBeVisible({
    timeout: 30_000,
  });
  const quantity = buyer.page.getByLabel(p.orderQuantity('kg'));
  await quantity.fill('50');
  await buyer.page.getByRole('button', { name: p.orderNow }).click();
  await expect(buyer.page.getByText(p.orderBelowMinimum('100 kg'))).toBeVisible();
  await quantity.fill('120');
  await expect(buyer.page.getByText(p.orderTotal('₹21,600'))).toBeVisible();
  await buyer.page.getByRole('button', { name: p.orderNow }).click();
  // The checkout: a first address, then the review's total (free delivery, its one shipping option).
  await checkOutWithAddress(buyer.page, { address: bengaluruAddress, total: '₹21,600' });
  await expect(buyer.page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(buyer.page.url()).pathname;
  const heading = buyer.page.getByRole('heading', { level: 1, name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())!.replace(/\D/g, ''));
  await expect(buyer.page.getByTestId('order-total')).toHaveText('₹21,600');
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.placed);
  await expect(buyer.page.getByTestId('order-next-step')).toHaveText(p.hints.buyer.placed);
  // One countdown, rounded to what it shows: the page and the seller's row say the same.
  const due = p.due.placed('2 days');
  await expect(buyer.page.getByTestId('order-due')).toHaveText(due);
  expect(await seriousViolations(buyer.page)).toEqual([]);

  // The order appears on the seller's page without a reload, their turn, with its steps.
  const row = seller.page.getByTestId('order-row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText(p.yourTurn)).toBeVisible();
  await expect(row.getByText(p.hints.seller.placed)).toBeVisible();
  await expect(row.getByText(due)).toBeVisible();
  expect(await seriousViolations(seller.page)).toEqual([]);
  await screenshots(seller.page, testInfo, 'orders-seller');

  // The seller accepts from the row: the order opens with the step's dialog.
  await row.getByRole('link', { name: t.actions.accept }).click();
  await expect(seller.page).toHaveURL(new RegExp(`${orderUrl}$`));
  const accept = seller.page.getByRole('dialog', { name: p.acceptTitle });
  await accept.getByLabel(p.optionalNote).fill('Packed and ready to go once paid.');
  await accept.getByRole('button', { name: t.actions.accept }).click();
  await expect(seller.page.getByText(t.done.accept)).toBeVisible();
  await expect(seller.page.getByTestId('order-status')).toHaveText(t.statuses.accepted);

  // The buyer's page follows live: awaiting payment, Pay now, the seller's note in the timeline.
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.accepted, {
    timeout: 15_000,
  });
  await expect(buyer.page.getByText('Packed and ready to go once paid.')).toBeVisible();
  await screenshots(buyer.page, testInfo, 'order-buyer-accepted');

  // Paying with the card that succeeds.
  const paying = await pay(buyer.page, '4242 4242 4242 4242');
  await expect(paying).toBeHidden();
  await expect(buyer.page.getByText(t.done.pay)).toBeVisible();
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.paid);

  // A second order, placed and accepted through the API, paid with the card that is declined.
  const secondId = (await placeOrderThroughApi(buyer, listing.id, { quantity: 100 })).id;
  const accepted = await seller.page.request.post(`/api/v1/orders/${secondId}/accept`, {
    headers: seller.auth,
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // In another tab: the first order's page stays open, following the seller live.
  const tab = await buyer.context.newPage();
  await tab.goto(`/dashboard/orders/${secondId}`);
  await expect(tab.getByTestId('order-status')).toHaveText(t.statuses.accepted, {
    timeout: 30_000,
  });
  const declined = await pay(tab, '4000 0000 0000 0002');
  await expect(declined.getByRole('alert')).toHaveText(t.cardDeclined);
  await declined.getByRole('button', { name: p.close }).click();
  await expect(tab.getByTestId('order-status')).toHaveText(t.statuses.accepted);
  await tab.close();

  // The seller, still on the first order, sees it paid (live) and ships it with tracking.
  await expect(seller.page.getByTestId('order-status')).toHaveText(t.statuses.paid, {
    timeout: 15_000,
  });
  await seller.page.getByRole('button', { name: t.actions.ship }).click();
  const ship = seller.page.getByRole('dialog', { name: p.shipTitle });
  await ship.getByLabel(p.trackingLabel).fill(`BLUEDART ${run}`);
  await ship.getByRole('button', { name: t.actions.ship }).click();
  await expect(seller.page.getByTestId('order-status')).toHaveText(t.statuses.shipped);
  await expect(seller.page.getByText(t.done.ship)).toBeVisible();

  // The buyer's page shows it shipped with the tracking (live); they confirm receipt: completed,
  // the payment released.
  await expect(
    buyer.page.getByRole('region', { name: p.terms }).getByText(`BLUEDART ${run}`),
  ).toBeVisible({ timeout: 15_000 });
  await buyer.page.getByRole('button', { name: t.actions.confirm }).click();
  await buyer.page
    .getByRole('dialog', { name: p.confirmTitle })
    .getByRole('button', { name: t.actions.confirm })
    .click();
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.completed);
  await expect(seller.page.getByTestId('order-status')).toHaveText(t.statuses.completed, {
    timeout: 15_000,
  });
  // The seller's own answer to shipping was about a shipped order: gone once it completed.
  await expect(seller.page.getByText(t.done.ship)).toHaveCount(0);
  await screenshots(seller.page, testInfo, 'order-seller-completed');

  // The buyer's transactions: the payment of ₹21,600.
  await buyer.page.goto('/dashboard/transactions');
  const payment = buyer.page
    .getByTestId('transaction-row')
    .filter({ hasText: t.transactions.payment(number) });
  await expect(payment).toBeVisible({ timeout: 30_000 });
  await expect(payment).toContainText('\u2212₹21,600');
  expect(await seriousViolations(buyer.page)).toEqual([]);

  // The seller's: the sale, the 5 % fee, and ₹20,520 available to pay out.
  await seller.page.goto('/dashboard/transactions');
  const lines = seller.page.getByTestId('transaction-row');
  await expect(lines.filter({ hasText: t.transactions.sale(number) })).toContainText('+₹21,600', {
    timeout: 30_000,
  });
  await expect(lines.filter({ hasText: t.transactions.fee(number) })).toContainText('\u2212₹1,080');
  await expect(seller.page.getByTestId('balance-available')).toHaveText('₹20,520');
  expect(await seriousViolations(seller.page)).toEqual([]);
  await screenshots(seller.page, testInfo, 'transactions-seller');

  // The seller pays it all out to their verified bank account (tests/e2e/payout-methods.spec.ts
  // adds one through the page): the dialog starts at the whole available amount.
  await verifiedPayoutMethodThroughApi(seller);
  await seller.page.reload();
  await seller.page.getByRole('button', { name: p.requestPayout }).click();
  const payout = seller.page.getByRole('dialog', { name: p.payoutTitle('INR') });
  await expect(payout.getByLabel(p.amountLabel('INR'))).toHaveValue('20520');
  await payout.getByRole('button', { name: p.payOut('₹20,520') }).click();
  await expect(seller.page.getByText(t.payoutPaid)).toBeVisible();
  await expect(seller.page.getByTestId('balance-available')).toHaveText('₹0');
  await expect(seller.page.getByTestId('balance-paid-out')).toHaveText('₹20,520');
  await screenshots(seller.page, testInfo, 'transactions-seller-paid-out');
  await expect(
    seller.page
      .getByTestId('transaction-row')
      .filter({ hasText: t.transactions.payoutTo('HDFC ····6789') }),
  ).toContainText('\u2212₹20,520');

  await seller.context.close();
  await buyer.context.close();
});

test('a dispute: the buyer opens it with a photo, the seller answers in its thread live, an admin refunds part', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const seller = await signedInContext(browser, baseURL!, 'orders', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'orders', 'buy');
  const run = Date.now().toString(36);

  // A shipped order of 100 kg at ₹180, placed, accepted, paid and shipped through the API.
  const title = `Tellicherry black pepper ${run}`;
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Kerala Pepper House ${run}`, city: 'Kochi' },
    photo: { name: 'pepper.png', rgb: [40, 30, 20] },
    title,
    description:
      'Tellicherry garbled extra bold black pepper from Malabar, machine cleaned, packed in 25 kg bags.',
    category: 'spices',
    price: { amountMinor: 18_000, unit: 'kg' },
    minOrder: 100,
  });
  const order = await placeOrderThroughApi(buyer, listing.id, { quantity: 100 });
  const step = async (who: typeof buyer, path: string, data: object) => {
    const answer = await who.page.request.post(`/api/v1/orders/${order.id}/${path}`, {
      headers: who.auth,
      data,
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await step(seller, 'accept', {});
  await step(buyer, 'pay', { cardNumber: '4242424242424242', expiry, cvc: '123' });
  await step(seller, 'ship', { tracking: `DTDC ${run}` });

  // The buyer opens a dispute from the order's page, with a photo of the damage.
  await buyer.page.goto(`/dashboard/orders/${order.id}`);
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.shipped, {
    timeout: 30_000,
  });
  await seller.page.goto(`/dashboard/orders/${order.id}`);
  await expect(seller.page.getByTestId('order-status')).toHaveText(t.statuses.shipped, {
    timeout: 30_000,
  });
  await buyer.page.getByRole('button', { name: t.actions.dispute }).click();
  const dispute = buyer.page.getByRole('dialog', { name: p.disputeTitle });
  // Sent without details, the form says what is missing.
  await dispute.getByRole('button', { name: t.actions.dispute }).click();
  await expect(dispute.getByText(t.disputeReasonInvalid)).toBeVisible();
  await dispute.getByRole('combobox', { name: p.disputeReasonLabel }).click();
  await buyer.page.getByRole('option', { name: t.disputeReasons.damaged }).click();
  await dispute
    .getByLabel(p.detailsLabel)
    .fill('Two of the four bags arrived torn and pepper spilled inside the carton.');
  await dispute.locator('input[type="file"]').setInputFiles({
    name: 'torn-bag.png',
    mimeType: 'image/png',
    buffer: png([120, 60, 30], 48),
  });
  await expect(dispute.getByRole('img', { name: messages.posting.photoAlt(1) })).toBeVisible();
  await dispute.getByRole('button', { name: t.actions.dispute }).click();
  await expect(buyer.page.getByText(t.done.dispute)).toBeVisible();
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.disputed);
  await expect(buyer.page.getByRole('img', { name: p.evidenceAlt(1) })).toBeVisible();

  // The seller's page shows the dispute live; their answer reaches the buyer's page live.
  await expect(seller.page.getByTestId('order-status')).toHaveText(t.statuses.disputed, {
    timeout: 15_000,
  });
  await expect(
    seller.page
      .getByRole('region', { name: p.dispute })
      .getByText(t.disputeReasons.damaged, { exact: true }),
  ).toBeVisible();
  await seller.page
    .getByLabel(p.messageLabel)
    .fill('Sorry about that. Happy to refund the torn bags.');
  await seller.page.getByRole('button', { name: p.send }).click();
  await expect(
    buyer.page.getByTestId('dispute-message').filter({ hasText: 'Happy to refund the torn bags.' }),
  ).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(buyer.page)).toEqual([]);

  // An admin finds it on /admin/orders, reads it, and refunds ₹9,000 of ₹18,000.
  const staff = await browser.newContext({ storageState: verifiedBrowserState });
  const admin = await staff.newPage();
  await signInThroughApi(admin, system.admin, 'admin');
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: p.adminTitle })).toBeVisible({
    timeout: 30_000,
  });
  const row = admin.getByTestId('dispute-row').filter({ hasText: title });
  await expect(row.getByText('Happy to refund the torn bags.')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await screenshots(admin, testInfo, 'admin-disputes');
  // The admin settles it from the order's own page, reached from the queue's row.
  await row.getByRole('link', { name: title }).click();
  await expect(admin.getByTestId('order-status')).toHaveText(t.statuses.disputed, {
    timeout: 30_000,
  });
  await screenshots(admin, testInfo, 'admin-order-dispute');
  await admin.getByRole('button', { name: p.resolve }).click();
  const resolve = admin.getByRole('dialog', { name: p.resolveTitle(order.number) });
  await resolve.getByLabel(p.outcomes.split).check();
  await resolve.getByLabel(p.refundLabel('INR')).fill('9000');
  await resolve
    .getByLabel(p.resolutionNoteLabel)
    .fill('Half the bags arrived torn: half refunded.');
  await resolve.getByRole('button', { name: p.resolve }).click();
  await expect(admin.getByText(t.done['resolve.split'])).toBeVisible();
  await expect(admin.getByTestId('order-status')).toHaveText(t.statuses.completed);
  await expect(admin.getByRole('button', { name: p.resolve })).toHaveCount(0);

  // Both sides see it resolved, live: completed, ₹9,000 back to the buyer.
  for (const side of [buyer.page, seller.page]) {
    await expect(side.getByTestId('order-status')).toHaveText(t.statuses.completed, {
      timeout: 15_000,
    });
    await expect(side.getByText(p.resolutions.split('₹9,000'))).toBeVisible();
  }
  await buyer.page.goto('/dashboard/transactions');
  await expect(
    buyer.page
      .getByTestId('transaction-row')
      .filter({ hasText: t.transactions.refund(order.number) }),
  ).toContainText('+₹9,000', { timeout: 30_000 });

  await staff.close();
  await seller.context.close();
  await buyer.context.close();
});

/** Chooses `stars` in a star rating (its radios are hidden behind their star labels). */
async function rate(region: Locator, stars: number) {
  const input = region.locator(`input[type="radio"][value="${stars}"]`);
  await region.locator(`label[for="${await input.getAttribute('id')}"]`).click();
  await expect(input).toBeChecked();
}

/** One step of an order through the API (the pages for each step are the first test's). */
async function stepThroughApi(
  request: APIRequestContext,
  auth: Record<string, string>,
  orderId: string,
  step: string,
  data: unknown = {},
) {
  const answer = await request.post(`/api/v1/orders/${orderId}/${step}`, { headers: auth, data });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('an accepted proposal becomes an order, accepted by both, that the seller sees arrive; once completed both review, blind until both wrote, and the shop shows the rating', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const pm = messages.proposals;
  const r = messages.reviews;
  const buyer = await signedInContext(browser, baseURL!, 'orders-review', 'buy');
  const seller = await signedInContext(browser, baseURL!, 'orders-review', 'sell');
  const run = Date.now().toString(36);

  // The buyer's requirement (approved if the policy held it), the seller's shop and proposal:
  // 400 kg at ₹150 a kg, ₹60,000.
  const requirementTitle = `Cardamom, 400 kg ${run}`;
  const requirement = await postOpenRequirement(buyer, {
    title: requirementTitle,
    description: 'Green cardamom, 8 mm bold, for our Mumbai spice blending unit, in 25 kg bags.',
    category: 'fresh-vegetables',
    quantity: { amount: 400, unit: 'kg' },
    budget: { minMinor: 5_000_000, maxMinor: 7_000_000 },
    city: 'Mumbai',
  });
  // Goods: accepting them sends the order to one of the buyer's saved addresses.
  await savedAddressThroughApi(buyer);
  const shopName = `Idukki Cardamom Estates ${run}`;
  const shop = await seller.page.request.put('/api/v1/shops/mine', {
    headers: seller.auth,
    data: { name: shopName, place: { city: 'Kumily', country: 'IN' } },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  const shopSlug = ((await shop.json()) as { data: { shop: { slug: string } } }).data.shop.slug;
  const proposed = await seller.page.request.post(
    `/api/v1/requirements/${requirement.id}/proposals`,
    {
      headers: seller.auth,
      data: {
        unitPriceMinor: 15_000,
        currency: 'INR',
        quantity: 400,
        deliveryDays: 10,
        validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        message: 'Bold 8 mm green cardamom from our own estate, machine graded.',
      },
    },
  );
  expect(proposed.status(), await proposed.text()).toBe(201);

  // The seller waits on their Orders page; the buyer accepts the proposal on the requirement.
  await seller.page.goto('/dashboard/orders');
  await expect(seller.page.getByText(p.emptySelling)).toBeVisible({ timeout: 30_000 });
  await buyer.page.goto(`/marketplace/requirement/${requirement.id}`);
  const card = buyer.page.getByTestId('compare-card');
  await expect(card.getByText(pm.statuses.submitted, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await card.getByRole('button', { name: pm.accept, exact: true }).click();
  await buyer.page
    .getByRole('dialog', { name: pm.acceptTitle })
    .getByRole('button', { name: pm.accept, exact: true })
    .click();
  await expect(card.getByText(pm.statuses.accepted, { exact: true })).toBeVisible();

  // The order appears on the seller's page without a reload, with the proposal's terms, accepted
  // already (the seller proposed them): the buyer's payment is next, not the seller's turn.
  const row = seller.page.getByTestId('order-row').filter({ hasText: requirementTitle });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(t.statuses.accepted);
  await expect(row.getByText(p.yourTurn)).toHaveCount(0);
  await expect(row).toContainText('₹60,000');

  // The buyer opens it from the accepted proposal.
  await card.getByRole('link', { name: p.viewOrder }).click();
  await expect(buyer.page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderId = new URL(buyer.page.url()).pathname.split('/').pop()!;
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.accepted);

  // Paid with the card that succeeds, shipped and confirmed (each step's page is the first
  // test's): completed.
  await stepThroughApi(buyer.page.request, buyer.auth, orderId, 'pay', {
    cardNumber: '4242 4242 4242 4242',
    expiry,
    cvc: '123',
  });
  await stepThroughApi(seller.page.request, seller.auth, orderId, 'ship', {
    tracking: 'DTDC 8812',
  });
  await stepThroughApi(buyer.page.request, buyer.auth, orderId, 'confirm');
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.completed, {
    timeout: 15_000,
  });

  // The buyer reviews the seller: five stars; it stays hidden until the seller writes theirs.
  await buyer.page.reload();
  const buyerReviews = buyer.page.getByRole('region', { name: r.orderTitle });
  await expect(buyerReviews.getByText(r.writeTitle('buyer'))).toBeVisible({ timeout: 30_000 });
  await rate(buyerReviews, 5);
  await buyerReviews
    .getByLabel(r.bodyLabel)
    .fill('Exactly the grade we asked for, well packed and on time.');
  await buyerReviews.getByRole('button', { name: r.submit }).click();
  await expect(buyerReviews.getByText(r.pending)).toBeVisible();
  await expect(buyerReviews.getByText(/has not reviewed you yet/)).toBeVisible();
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await screenshots(buyer.page, testInfo, 'order-review-blind');

  // The seller's page says the buyer wrote, not what; the seller writes theirs: both published.
  await seller.page.goto(`/dashboard/orders/${orderId}`);
  const sellerReviews = seller.page.getByRole('region', { name: r.orderTitle });
  await expect(sellerReviews.getByText(r.theyWrote(r.sideName.buyer))).toBeVisible({
    timeout: 30_000,
  });
  await expect(sellerReviews.getByText('Exactly the grade we asked for')).toHaveCount(0);
  await rate(sellerReviews, 4);
  await sellerReviews.getByLabel(r.bodyLabel).fill('Clear requirement and prompt payment.');
  await sellerReviews.getByRole('button', { name: r.submit }).click();
  await expect(sellerReviews.getByText(r.theirReview('buyer'))).toBeVisible();
  await expect(
    sellerReviews.getByText('Exactly the grade we asked for, well packed and on time.'),
  ).toBeVisible();

  // The buyer, still on the order, reads the seller's review without a reload, and the line that
  // the seller had not reviewed them yet goes.
  await expect(buyerReviews.getByText('Clear requirement and prompt payment.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(buyerReviews.getByText(/has not reviewed you yet/)).toHaveCount(0);
  await expect(buyerReviews.getByText(r.published)).toBeVisible();

  // The shop's page shows the rating and the review.
  await buyer.page.goto(`/marketplace/shop/${shopSlug}`);
  const shopReviews = buyer.page.getByRole('region', { name: r.sectionTitle });
  await expect(shopReviews.getByRole('img', { name: r.average(5) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(shopReviews.getByText(r.count(1))).toBeVisible();
  await expect(
    shopReviews.getByText('Exactly the grade we asked for, well packed and on time.'),
  ).toBeVisible();
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await screenshots(buyer.page, testInfo, 'shop-reviews');

  await seller.context.close();
  await buyer.context.close();
});
