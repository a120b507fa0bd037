import { messages } from '@matchbazaar/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { placeOrderThroughApi } from './support/checkout.ts';
import { screenshots } from './support/screenshots.ts';
import { openShopWithOffer, postOpenRequirement, type Poster } from './support/seed-posts.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { test } from './support/verified-browser.ts';

// More of the lists a user has open that follow the realtime pushes without a reload
// (docs/product/live-marketplace.md, "Live lists"; app/live-queries.tsx holds the one table):
// the notifications page, a requirement's proposals and the seller's own, and the order page's
// banners and reviews. Two browsers each, one page open while the other side acts; no reload.

const n = messages.notifications;
const p = messages.proposals;
const o = messages.orders;
const r = messages.reviews;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The seller's shop, opened through the API. */
async function openShop(seller: Poster, name: string) {
  const shop = await seller.page.request.put('/api/v1/shops/mine', {
    headers: seller.auth,
    data: { name, place: { city: 'Erode', country: 'IN' } },
  });
  expect(shop.status(), await shop.text()).toBe(200);
}

/** A proposal on the requirement through the API (the form has its own spec); answers its id. */
async function propose(seller: Poster, requirementId: string, unitPriceMinor: number) {
  const sent = await seller.page.request.post(`/api/v1/requirements/${requirementId}/proposals`, {
    headers: seller.auth,
    data: {
      unitPriceMinor,
      currency: 'INR',
      quantity: 500,
      deliveryDays: 7,
      validUntil: inDays(14),
      message: 'Packed in 25 kg bags, delivered within a week.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { data: { proposal: { id: string } } }).data.proposal.id;
}

/** A turmeric requirement of the buyer's, open. */
function turmericRequirement(buyer: Poster, run: string) {
  return postOpenRequirement(buyer, {
    title: `Turmeric powder, 500 kg ${run}`,
    description: 'High-curcumin turmeric powder in 25 kg bags, delivered to our Mumbai unit.',
    category: 'fresh-vegetables',
    quantity: { amount: 500, unit: 'kg' },
    budget: { minMinor: 500_000, maxMinor: 800_000 },
    city: 'Mumbai',
  });
}

test('the notifications page lists a new notification at the top as it arrives', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedInContext(browser, baseURL!, 'live-notif', 'buy');
  const seller = await signedInContext(browser, baseURL!, 'live-notif', 'sell');
  const run = Date.now().toString(36);
  const requirement = await turmericRequirement(buyer, run);
  await openShop(seller, `Erode Turmeric Traders ${run}`);

  // The buyer reads the page, which has nothing about this requirement's proposals yet.
  await buyer.page.goto('/dashboard/notifications');
  await expect(buyer.page.getByRole('heading', { level: 1, name: n.title })).toBeVisible({
    timeout: 30_000,
  });
  const main = buyer.page.getByRole('main');
  const received = main.getByText(p.notify.received(requirement.title));
  await expect(received).toHaveCount(0);

  // A seller proposes: the notification joins the page without a reload.
  const proposalId = await propose(seller, requirement.id, 1_250);
  await expect(received).toBeVisible({ timeout: 15_000 });

  // The seller updates it: the newer one goes on top.
  const updated = await seller.page.request.patch(`/api/v1/proposals/${proposalId}`, {
    headers: seller.auth,
    data: {
      unitPriceMinor: 1_200,
      currency: 'INR',
      quantity: 500,
      deliveryDays: 7,
      validUntil: inDays(14),
      message: 'A better price for the whole lot.',
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const items = main.getByRole('list', { name: n.title }).getByRole('listitem');
  await expect(items.first()).toContainText(p.notify.updated(requirement.title), {
    timeout: 15_000,
  });
  await expect(items.nth(1)).toContainText(p.notify.received(requirement.title));

  await buyer.context.close();
  await seller.context.close();
});

test("a second seller's proposal joins the buyer's open proposals, and the buyer's shortlisting reaches the first seller's open list", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const buyer = await signedInContext(browser, baseURL!, 'live-prop', 'buy');
  const first = await signedInContext(browser, baseURL!, 'live-prop-1', 'sell');
  const second = await signedInContext(browser, baseURL!, 'live-prop-2', 'sell');
  const run = Date.now().toString(36);
  const requirement = await turmericRequirement(buyer, run);
  const firstShop = `Salem Spice Mills ${run}`;
  await openShop(first, firstShop);
  await openShop(second, `Nizamabad Haldi Co ${run}`);
  await propose(first, requirement.id, 1_300);

  // The buyer compares the one proposal; the first seller keeps their Proposals page open.
  await buyer.page.goto(`/marketplace/requirement/${requirement.id}`);
  const cards = buyer.page.getByTestId('compare-card');
  await expect(cards).toHaveCount(1, { timeout: 30_000 });
  await first.page.goto('/dashboard/proposals');
  const row = first.page.getByTestId('my-proposal').filter({ hasText: requirement.title });
  await expect(row).toContainText(p.statuses.submitted, { timeout: 30_000 });

  // The second seller proposes: the buyer's list has two, without a reload.
  await propose(second, requirement.id, 1_200);
  await expect(cards).toHaveCount(2, { timeout: 15_000 });

  // The buyer shortlists the first: the first seller's open list says so, without a reload.
  const firstCard = cards.filter({ hasText: firstShop });
  await firstCard.getByRole('button', { name: p.shortlist, exact: true }).click();
  await expect(firstCard.getByText(p.statuses.shortlisted, { exact: true })).toBeVisible();
  await expect(row).toContainText(p.statuses.shortlisted, { timeout: 15_000 });

  await buyer.context.close();
  await first.context.close();
  await second.context.close();
});

/** Two years ahead: a card that has not expired. */
const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** One step of an order through the API. */
async function step(who: Poster, orderId: string, name: string, data: unknown = {}) {
  const answer = await who.page.request.post(`/api/v1/orders/${orderId}/${name}`, {
    headers: who.auth,
    data,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Chooses `stars` in a star rating (its radios are hidden behind their star labels). */
async function rate(region: Locator, stars: number) {
  const input = region.locator(`input[type="radio"][value="${stars}"]`);
  await region.locator(`label[for="${await input.getAttribute('id')}"]`).click();
  await expect(input).toBeChecked();
}

/** Writes the viewer's review in the order page's reviews region. */
async function review(region: Locator, stars: number, text: string) {
  await rate(region, stars);
  await region.getByLabel(r.bodyLabel).fill(text);
  await region.getByRole('button', { name: r.submit }).click();
  await expect(region.getByText(text)).toBeVisible();
}

const statusOf = (page: Page) => page.getByTestId('order-status');

test("the order page open on both sides: each step's banners and each review reach the other side without a reload", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const seller = await signedInContext(browser, baseURL!, 'live-order', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'live-order', 'buy');
  const run = Date.now().toString(36);
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Kutch Salt Works ${run}`, city: 'Bhuj', region: 'Gujarat' },
    photo: { name: 'live-order.png', rgb: [70, 140, 210] },
    title: `Rock salt, 25 kg bags ${run}`,
    description: 'Unrefined rock salt from Kutch, packed in 25 kg bags for wholesale buyers.',
    category: 'spices',
    price: { amountMinor: 2_000, unit: 'kg' },
    minOrder: 100,
  });

  // Placed, accepted and paid through the API (each step's page has its own spec).
  const order = await placeOrderThroughApi(buyer, listing.id, { quantity: 100 });
  await step(seller, order.id, 'accept');
  await step(buyer, order.id, 'pay', { cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' });

  const path = `/dashboard/orders/${order.id}`;
  await buyer.page.goto(path);
  await seller.page.goto(path);
  await expect(statusOf(buyer.page)).toHaveText(o.statuses.paid, { timeout: 30_000 });
  await expect(statusOf(seller.page)).toHaveText(o.statuses.paid, { timeout: 30_000 });
  await expect(buyer.page.getByTestId('order-next-step')).toHaveText(o.page.hints.buyer.paid);
  await expect(buyer.page.getByRole('button', { name: o.actions.confirm })).toHaveCount(0);

  // The seller ships: their page says so; the buyer's status and next step follow, live.
  await seller.page.getByRole('button', { name: o.actions.ship }).click();
  const ship = seller.page.getByRole('dialog', { name: o.page.shipTitle });
  await ship.getByLabel(o.page.trackingLabel).fill(`GATI ${run}`);
  await ship.getByRole('button', { name: o.actions.ship }).click();
  await expect(seller.page.getByText(o.done.ship)).toBeVisible();
  await expect(statusOf(buyer.page)).toHaveText(o.statuses.shipped, { timeout: 15_000 });
  await expect(buyer.page.getByTestId('order-next-step')).toHaveText(o.page.hints.buyer.shipped);

  // The buyer confirms receipt: the seller's page turns completed, the "shipped" answer goes and
  // the reviews open, live.
  await buyer.page.getByRole('button', { name: o.actions.confirm }).click();
  await buyer.page
    .getByRole('dialog', { name: o.page.confirmTitle })
    .getByRole('button', { name: o.actions.confirm })
    .click();
  await expect(statusOf(buyer.page)).toHaveText(o.statuses.completed);
  await expect(statusOf(seller.page)).toHaveText(o.statuses.completed, { timeout: 15_000 });
  await expect(seller.page.getByTestId('order-next-step')).toHaveText(
    o.page.hints.seller.completed,
  );
  await expect(seller.page.getByText(o.done.ship)).toHaveCount(0);
  const sellerReviews = seller.page.getByRole('region', { name: r.orderTitle });
  const buyerReviews = buyer.page.getByRole('region', { name: r.orderTitle });
  await expect(sellerReviews.getByText(r.writeTitle('seller'))).toBeVisible({ timeout: 15_000 });
  await expect(buyerReviews.getByText(r.writeTitle('buyer'))).toBeVisible({ timeout: 15_000 });

  // The buyer reviews first: the seller's page says the buyer wrote (not what), live.
  const buyerText = `Clean salt, well packed ${run}.`;
  await review(buyerReviews, 5, buyerText);
  await expect(buyerReviews.getByText(/has not reviewed you yet/)).toBeVisible();
  await expect(sellerReviews.getByText(r.theyWrote(r.sideName.buyer))).toBeVisible({
    timeout: 15_000,
  });
  await expect(sellerReviews.getByText(buyerText)).toHaveCount(0);
  await screenshots(seller.page, testInfo, 'live-order-they-wrote');

  // The seller reviews: both are published; the buyer's page shows the seller's review and the
  // line that the seller had not reviewed them yet goes, live.
  const sellerText = `Prompt payment, clear order ${run}.`;
  await review(sellerReviews, 4, sellerText);
  await expect(sellerReviews.getByText(buyerText)).toBeVisible();
  await expect(buyerReviews.getByText(sellerText)).toBeVisible({ timeout: 15_000 });
  await expect(buyerReviews.getByText(/has not reviewed you yet/)).toHaveCount(0);
  await expect(buyerReviews.getByText(r.published)).toBeVisible();

  await seller.context.close();
  await buyer.context.close();
});
