import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { bengaluruAddress, fillAddressForm, savedAddressThroughApi } from './support/checkout.ts';
import { screenshots } from './support/screenshots.ts';
import { openShopWithOffer, postOpenRequirement } from './support/seed-posts.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { test } from './support/verified-browser.ts';

// Checkout for goods (docs/product/orders.md, "Checkout"), buyer and seller in two browsers. The
// seller offers flat-rate, per-unit and pick-up shipping on a listing. The buyer keeps two
// addresses in Settings (an Indian one with its PIN code and state, made the default), orders
// 120 kg with "Order now", chooses the second address and per-unit shipping in the checkout and
// places the order after the review's total (items + shipping, no buyer fee). The order page
// shows the address and the shipping to the buyer, and to the seller, whose Orders page the
// order reached live.

const c = messages.checkout;
const a = c.addresses;
const p = messages.orders.page;

test('a goods order with checkout: the buyer chooses the address and the shipping, the seller sees both', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const seller = await signedInContext(browser, baseURL!, 'checkout', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'checkout', 'buy');
  const run = Date.now().toString(36);

  // ₹180 a kg, at least 100 kg; shipping ₹150 flat, ₹2 a kg, or pick-up in Pune.
  const title = `Salem turmeric fingers ${run}`;
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Erode Turmeric Traders ${run}`, city: 'Pune', region: 'Maharashtra' },
    photo: { name: 'turmeric-fingers.png', rgb: [210, 160, 30] },
    title,
    description:
      'Salem turmeric fingers, polished and sorted, 4% curcumin, packed in 50 kg jute bags for wholesale buyers.',
    category: 'spices',
    price: { amountMinor: 18_000, unit: 'kg' },
    minOrder: 100,
    shipping: [
      { kind: 'flat', amountMinor: 15_000 },
      { kind: 'per_unit', amountMinor: 200 },
      { kind: 'pickup' },
    ],
  });

  // The listing form shows the seller's options: flat ₹150 and ₹2 a kg ticked with their costs.
  await seller.page.goto(`/seller/post-listing?edit=${listing.id}`);
  const options = seller.page.getByRole('region', { name: c.shipping.formTitle });
  await expect(options.getByLabel(c.shipping.kinds.flat!)).toBeChecked({ timeout: 30_000 });
  await expect(options.getByLabel(c.shipping.amountLabel('INR'))).toHaveValue('150');
  await expect(options.getByLabel(c.shipping.perUnitLabel('INR', 'kg'))).toHaveValue('2');
  await expect(options.getByLabel(c.shipping.kinds.free!)).not.toBeChecked();
  await options.scrollIntoViewIfNeeded();
  await screenshots(seller.page, testInfo, 'checkout-listing-shipping', {
    fullPage: false,
    show: options,
  });

  // The seller waits on their Orders page.
  await seller.page.goto('/dashboard/orders');
  await expect(seller.page.getByText(p.emptySelling)).toBeVisible({ timeout: 30_000 });

  // The buyer's address book in Settings: a wrong PIN code is named, then two addresses, the
  // second made the default.
  await buyer.page.goto('/settings');
  const book = buyer.page.getByRole('region', { name: a.title });
  await expect(book.getByText(a.empty)).toBeVisible({ timeout: 30_000 });
  await book.getByRole('button', { name: a.add }).click();
  let dialog = buyer.page.getByRole('dialog', { name: a.addTitle });
  await fillAddressForm(dialog, { ...bengaluruAddress, postalCode: '05600' });
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(dialog.getByText(a.pinInvalid)).toBeVisible();
  await dialog.getByLabel(a.fields.postalCodeIN).fill(bengaluruAddress.postalCode);
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(dialog).toBeHidden();
  await book.getByRole('button', { name: a.add }).click();
  dialog = buyer.page.getByRole('dialog', { name: a.addTitle });
  const office = {
    name: 'Asha Rao',
    phone: '080 4123 4567',
    line1: 'Prestige Tech Park, Tower B, 4th floor',
    city: 'Mysuru',
    state: 'Karnataka',
    postalCode: '570001',
  };
  await fillAddressForm(dialog, office);
  await dialog.getByLabel(a.fields.isDefault).check();
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(dialog).toBeHidden();
  const saved = book.getByTestId('saved-address');
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText(office.line1);
  await expect(saved.first().getByText(a.defaultChip)).toBeVisible();
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await screenshots(buyer.page, testInfo, 'checkout-address-book');

  // "Order now" for 120 kg opens the checkout on the default address.
  await buyer.page.goto(`/marketplace/listing/${listing.id}`);
  await expect(buyer.page.getByRole('heading', { name: p.orderBox })).toBeVisible({
    timeout: 30_000,
  });
  // The order box says how the goods can come before anything is chosen.
  await expect(buyer.page.getByTestId('order-box-shipping')).toHaveText(
    c.shipping.offered(
      'Flat rate per order · ₹150; Rate per unit · ₹2 per kg; Pick-up from the seller',
    ),
  );
  await buyer.page.getByLabel(p.orderQuantity('kg')).fill('120');
  await buyer.page.getByRole('button', { name: p.orderNow }).click();
  const checkout = buyer.page.getByRole('dialog', { name: c.checkout.title });
  await expect(checkout.getByRole('radio', { name: new RegExp(office.line1) })).toBeChecked();
  await checkout.getByRole('radio', { name: new RegExp(bengaluruAddress.line1) }).check();
  await screenshots(buyer.page, testInfo, 'checkout-address', { fullPage: false });
  await checkout.getByRole('button', { name: c.checkout.next }).click();

  // Shipping: nothing chosen is named; per unit costs ₹240 for 120 kg.
  await checkout.getByRole('button', { name: c.checkout.next }).click();
  await expect(checkout.getByText(c.shipping.required)).toBeVisible();
  await expect(checkout.getByText(c.shipping.forQuantity('₹240', '120 kg'))).toBeVisible();
  await checkout.getByRole('radio', { name: /Rate per unit/ }).check();
  await screenshots(buyer.page, testInfo, 'checkout-shipping', { fullPage: false });
  await checkout.getByRole('button', { name: c.checkout.next }).click();

  // The review: item, quantity, shipping, no buyer fee, the total, and where it goes.
  await expect(checkout.getByText(title)).toBeVisible();
  await expect(checkout.getByTestId('checkout-items')).toHaveText('₹21,600');
  await expect(checkout.getByTestId('checkout-shipping')).toHaveText('₹240');
  await expect(checkout.getByTestId('checkout-total')).toHaveText('₹21,840');
  await expect(checkout.getByText(c.checkout.noBuyerFeeIn('₹0'))).toBeVisible();
  await expect(checkout.getByText(bengaluruAddress.line1)).toBeVisible();
  await screenshots(buyer.page, testInfo, 'checkout-review', { fullPage: false });
  await checkout.getByRole('button', { name: c.checkout.place }).click();

  // The buyer's order page: the total with shipping, the shipping and the address.
  await expect(buyer.page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(buyer.page.url()).pathname;
  await expect(buyer.page.getByTestId('order-total')).toHaveText('₹21,840');
  await expect(buyer.page.getByTestId('order-shipping')).toHaveText(
    'Rate per unit · ₹2 per kg (₹240 in all)',
  );
  const address = buyer.page.getByTestId('order-address');
  await expect(address).toContainText(bengaluruAddress.line1);
  await expect(address).toContainText('Bengaluru, Karnataka 560038');
  await expect(address).toContainText(bengaluruAddress.phone);
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await screenshots(buyer.page, testInfo, 'checkout-order-buyer');

  // The order reached the seller live; its page shows where and how to send it.
  const row = seller.page.getByTestId('order-row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await seller.page.goto(orderUrl);
  await expect(seller.page.getByTestId('order-total')).toHaveText('₹21,840', { timeout: 30_000 });
  await expect(seller.page.getByTestId('order-shipping')).toHaveText(
    'Rate per unit · ₹2 per kg (₹240 in all)',
  );
  await expect(seller.page.getByTestId('order-address')).toContainText(bengaluruAddress.line1);
  await expect(seller.page.getByTestId('order-address')).toContainText(bengaluruAddress.name);
  await screenshots(seller.page, testInfo, 'checkout-order-seller');

  await seller.context.close();
  await buyer.context.close();
});

test('accepting a proposal for goods asks where to deliver, and the order carries that address', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const pm = messages.proposals;
  const buyer = await signedInContext(browser, baseURL!, 'checkout-deal', 'buy');
  const seller = await signedInContext(browser, baseURL!, 'checkout-deal', 'sell');
  const run = Date.now().toString(36);

  // Two saved addresses, the first the default; the buyer's requirement and the seller's offer.
  await savedAddressThroughApi(buyer);
  const office = {
    ...bengaluruAddress,
    line1: 'Prestige Tech Park, Tower B',
    city: 'Mysuru',
    postalCode: '570001',
    line2: '',
  };
  await savedAddressThroughApi(buyer, office);
  const requirement = await postOpenRequirement(buyer, {
    title: `Black pepper, 300 kg ${run}`,
    description:
      'Malabar garbled black pepper, 550 g/l, for our Mysuru packing unit, in 25 kg bags.',
    category: 'fresh-vegetables',
    quantity: { amount: 300, unit: 'kg' },
    budget: { minMinor: 10_000_000, maxMinor: 20_000_000 },
    city: 'Mysuru',
  });
  const shop = await seller.page.request.put('/api/v1/shops/mine', {
    headers: seller.auth,
    data: { name: `Wayanad Pepper Growers ${run}`, place: { city: 'Kalpetta', country: 'IN' } },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  const proposed = await seller.page.request.post(
    `/api/v1/requirements/${requirement.id}/proposals`,
    {
      headers: seller.auth,
      data: {
        unitPriceMinor: 52_000,
        currency: 'INR',
        quantity: 300,
        deliveryDays: 6,
        validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        message: 'Garbled Malabar pepper from our own farms, 550 g/l, sealed bags.',
      },
    },
  );
  expect(proposed.status(), await proposed.text()).toBe(201);

  // Accepting names the addresses; the buyer picks the second.
  await buyer.page.goto(`/marketplace/requirement/${requirement.id}`);
  const card = buyer.page.getByTestId('compare-card');
  await expect(card.getByText(pm.statuses.submitted, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await card.getByRole('button', { name: pm.accept, exact: true }).click();
  const accept = buyer.page.getByRole('dialog', { name: pm.acceptTitle });
  await expect(accept.getByText(c.checkout.acceptDeliverTo, { exact: false })).toBeVisible();
  await accept.getByRole('radio', { name: new RegExp(office.line1) }).check();
  await screenshots(buyer.page, testInfo, 'checkout-proposal-accept', { fullPage: false });
  await accept.getByRole('button', { name: pm.accept, exact: true }).click();
  await expect(card.getByText(pm.statuses.accepted, { exact: true })).toBeVisible();

  // The seller's order shows that address.
  await seller.page.goto('/dashboard/orders');
  const row = seller.page.getByTestId('order-row').filter({ hasText: requirement.title });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('link').first().click();
  await expect(seller.page.getByTestId('order-address')).toContainText(office.line1, {
    timeout: 30_000,
  });
  await expect(seller.page.getByTestId('order-address')).toContainText('Mysuru, Karnataka 570001');

  await seller.context.close();
  await buyer.context.close();
});

// Shipping by quotation (docs/product/orders.md, "Shipping by quotation"), offered through the
// shop's default shipping (a listing without its own offers the shop's): the order waits for the
// seller's quote; the seller names the shipping in the order's currency (a figure that is not one
// is named), the buyer's page shows the new total live, and the buyer accepts it and pays that
// total into escrow.
test('shipping by quotation: the seller quotes, the buyer accepts the new total and pays it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const o = messages.orders;
  const seller = await signedInContext(browser, baseURL!, 'checkout-quote', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'checkout-quote', 'buy');
  const run = Date.now().toString(36);

  // ₹180 a kg, at least 100 kg; shipping by quotation or pick-up.
  const title = `Byadgi chilli, stemless ${run}`;
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Haveri Chilli Traders ${run}`, city: 'Haveri', region: 'Karnataka' },
    photo: { name: 'byadgi-chilli.png', rgb: [170, 30, 20] },
    title,
    description:
      'Byadgi dry red chilli, stemless, deep colour and mild heat, packed in 25 kg gunny bags for wholesale.',
    category: 'spices',
    price: { amountMinor: 18_000, unit: 'kg' },
    minOrder: 100,
    shipping: [],
  });
  await savedAddressThroughApi(buyer);

  // The listing has no shipping of its own: the seller sets the shop's default once, in the shop
  // form (by quotation or pick-up), and the listing offers it.
  await seller.page.goto('/seller/shop');
  const defaults = seller.page.getByRole('region', { name: c.shipping.shopFormTitle });
  await defaults.getByLabel(c.shipping.kinds.quote!).check({ timeout: 30_000 });
  await defaults.getByLabel(c.shipping.kinds.pickup!).check();
  await expect(defaults.getByText(c.shipping.shopFormHelp('INR'))).toBeVisible();
  await screenshots(seller.page, testInfo, 'shop-default-shipping', {
    fullPage: false,
    show: defaults,
  });
  await seller.page.getByRole('button', { name: messages.posting.shopSave }).click();
  await expect(seller.page.getByText(messages.posting.shopSaved)).toBeVisible();

  // The checkout says the seller quotes first; the review's total is the goods alone.
  await buyer.page.goto(`/marketplace/listing/${listing.id}`);
  await expect(buyer.page.getByRole('heading', { name: p.orderBox })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.page.getByLabel(p.orderQuantity('kg')).fill('100');
  await buyer.page.getByRole('button', { name: p.orderNow }).click();
  const checkout = buyer.page.getByRole('dialog', { name: c.checkout.title });
  await expect(
    checkout.getByRole('radio', { name: new RegExp(bengaluruAddress.line1) }),
  ).toBeChecked();
  await checkout.getByRole('button', { name: c.checkout.next }).click();
  await checkout.getByRole('radio', { name: new RegExp(c.shipping.kinds.quote!) }).check();
  await checkout.getByRole('button', { name: c.checkout.next }).click();
  await expect(checkout.getByTestId('checkout-total')).toHaveText('₹18,000');
  await expect(checkout.getByText(c.shipping.quoteNote)).toBeVisible();
  await checkout.getByRole('button', { name: c.checkout.place }).click();

  // The buyer's order waits for the quote.
  await expect(buyer.page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(buyer.page.url()).pathname;
  await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.quoting);
  await expect(buyer.page.getByTestId('order-next-step')).toHaveText(p.hints.buyer.quoting);
  await expect(buyer.page.getByTestId('order-shipping')).toHaveText(
    `${c.shipping.kinds.quote}. ${c.order.quoteNote}`,
  );
  await screenshots(buyer.page, testInfo, 'quote-buyer-waiting');

  // The seller quotes ₹350: a figure that is not one is named first; the new total shows as typed.
  await seller.page.goto(orderUrl);
  await expect(seller.page.getByTestId('order-next-step')).toHaveText(p.hints.seller.quoting, {
    timeout: 30_000,
  });
  await screenshots(seller.page, testInfo, 'quote-seller-to-quote');
  await seller.page.getByRole('button', { name: o.actions.quote }).click();
  const quote = seller.page.getByRole('dialog', { name: p.quoteTitle });
  await quote.getByLabel(p.quoteAmountLabel('INR')).fill('about 300');
  await quote.getByRole('button', { name: o.actions.quote }).click();
  await expect(quote.getByText(o.quoteAmountInvalid)).toBeVisible();
  await quote.getByLabel(p.quoteAmountLabel('INR')).fill('350');
  await expect(quote.getByTestId('quote-total')).toHaveText(p.quoteTotal('₹18,000', '₹18,350'));
  // Edited, the amount no longer shows the error of the one sent before.
  await expect(quote.getByText(o.quoteAmountInvalid)).toBeHidden();
  await screenshots(seller.page, testInfo, 'quote-seller-dialog', { fullPage: false });
  await quote.getByRole('button', { name: o.actions.quote }).click();
  await expect(quote).toBeHidden();
  await expect(seller.page.getByTestId('order-status')).toHaveText(o.statuses.quoted);
  await expect(seller.page.getByTestId('order-total')).toHaveText('₹18,350');
  expect(await seriousViolations(seller.page)).toEqual([]);
  await screenshots(seller.page, testInfo, 'quote-seller-quoted');

  // The buyer's page shows the new total live, and the answer is theirs.
  await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.quoted, {
    timeout: 15_000,
  });
  await expect(buyer.page.getByTestId('order-total')).toHaveText('₹18,350');
  await expect(buyer.page.getByTestId('order-shipping')).toHaveText(
    `${c.shipping.kinds.quote}: ${c.order.quoted('₹350')}`,
  );
  await expect(buyer.page.getByRole('button', { name: o.actions['quote.decline'] })).toBeVisible();
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await screenshots(buyer.page, testInfo, 'quote-buyer-quoted');
  await buyer.page.getByRole('button', { name: o.actions['quote.accept'] }).click();
  const accept = buyer.page.getByRole('dialog', { name: p.quoteAcceptTitle('₹18,350') });
  await expect(accept.getByText(p.quoteAcceptIntro('₹350'))).toBeVisible();
  await screenshots(buyer.page, testInfo, 'quote-buyer-accept', { fullPage: false });
  await accept.getByRole('button', { name: o.actions['quote.accept'] }).click();
  await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.accepted);

  // It is paid as any order: the new total goes into escrow.
  await buyer.page.getByRole('button', { name: o.actions.pay }).click();
  const pay = buyer.page.getByRole('dialog', { name: p.payTitle('₹18,350') });
  await pay.getByLabel(p.cardNumber).fill('4242 4242 4242 4242');
  await pay.getByLabel(p.expiry).fill(`12/${String((new Date().getFullYear() + 2) % 100)}`);
  await pay.getByLabel(p.cvc).fill('123');
  await pay.getByRole('button', { name: p.payButton('₹18,350') }).click();
  await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.paid);
  await expect(seller.page.getByTestId('order-status')).toHaveText(o.statuses.paid, {
    timeout: 15_000,
  });

  await seller.context.close();
  await buyer.context.close();
});

// A goods listing that names no shipping, in a shop without a default, is offered by quotation
// (docs/product/orders.md, "Shipping options"): the checkout asks for the address and shows that
// one option. The seller quotes; the buyer declines the quote with a reason: both pages show the
// order cancelled without a reload, and nothing was charged (no movement in either's ledger).
test('shipping by quotation, declined: a listing without shipping is quoted, the buyer declines and nothing is charged', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const o = messages.orders;
  const seller = await signedInContext(browser, baseURL!, 'checkout-decline', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'checkout-decline', 'buy');
  const run = Date.now().toString(36);

  const title = `Guntur chilli, teja ${run}`;
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Guntur Chilli Yard ${run}`, city: 'Guntur', region: 'Andhra Pradesh' },
    photo: { name: 'guntur-chilli.png', rgb: [190, 20, 30] },
    title,
    description:
      'Teja dry red chilli from Guntur, hot and bright, cleaned and packed in 25 kg gunny bags for wholesale.',
    category: 'spices',
    price: { amountMinor: 20_000, unit: 'kg' },
    minOrder: 100,
    shipping: [],
  });
  await savedAddressThroughApi(buyer);

  // The listing's page says how the goods travel; the checkout asks where, then shows the one way.
  await buyer.page.goto(`/marketplace/listing/${listing.id}`);
  await expect(buyer.page.getByTestId('order-box-shipping')).toHaveText(
    c.shipping.offered(c.shipping.kinds.quote!),
    { timeout: 30_000 },
  );
  await buyer.page.getByLabel(p.orderQuantity('kg')).fill('100');
  await buyer.page.getByRole('button', { name: p.orderNow }).click();
  const checkout = buyer.page.getByRole('dialog', { name: c.checkout.title });
  await expect(
    checkout.getByRole('radio', { name: new RegExp(bengaluruAddress.line1) }),
  ).toBeChecked();
  await screenshots(buyer.page, testInfo, 'quotation-checkout-address', { fullPage: false });
  await checkout.getByRole('button', { name: c.checkout.next }).click();
  await expect(
    checkout.getByRole('radio', { name: new RegExp(c.shipping.kinds.quote!) }),
  ).toBeChecked();
  await screenshots(buyer.page, testInfo, 'quotation-checkout-shipping', { fullPage: false });
  await checkout.getByRole('button', { name: c.checkout.next }).click();
  await expect(checkout.getByTestId('checkout-total')).toHaveText('₹20,000');
  await expect(checkout.getByText(c.shipping.quoteNote)).toBeVisible();
  await screenshots(buyer.page, testInfo, 'quotation-checkout-review', { fullPage: false });
  await checkout.getByRole('button', { name: c.checkout.place }).click();
  await expect(buyer.page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(buyer.page.url()).pathname;
  await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.quoting);

  // The seller quotes ₹500; the buyer's page shows it live.
  await seller.page.goto(orderUrl);
  await expect(seller.page.getByTestId('order-next-step')).toHaveText(p.hints.seller.quoting, {
    timeout: 30_000,
  });
  await seller.page.getByRole('button', { name: o.actions.quote }).click();
  const quote = seller.page.getByRole('dialog', { name: p.quoteTitle });
  await quote.getByLabel(p.quoteAmountLabel('INR')).fill('500');
  await quote.getByRole('button', { name: o.actions.quote }).click();
  await expect(quote).toBeHidden();
  await expect(seller.page.getByTestId('order-status')).toHaveText(o.statuses.quoted);
  await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.quoted, {
    timeout: 15_000,
  });
  await expect(buyer.page.getByTestId('order-total')).toHaveText('₹20,500');

  // The buyer declines with a reason: cancelled on both pages, without a reload.
  await buyer.page.getByRole('button', { name: o.actions['quote.decline'] }).click();
  const decline = buyer.page.getByRole('dialog', { name: p.quoteDeclineTitle });
  await expect(decline.getByText(p.quoteDeclineIntro)).toBeVisible();
  await decline
    .getByLabel(p.reasonLabel)
    .fill('Shipping costs more than the chilli is worth to us.');
  await decline.getByRole('button', { name: o.actions['quote.decline'] }).click();
  await expect(decline).toBeHidden();
  await expect(buyer.page.getByTestId('order-status')).toHaveText(o.statuses.cancelled);
  await expect(buyer.page.getByRole('button', { name: o.actions.pay })).toHaveCount(0);
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await expect(seller.page.getByTestId('order-status')).toHaveText(o.statuses.cancelled, {
    timeout: 15_000,
  });
  await expect(seller.page.getByRole('button', { name: o.actions.quote })).toHaveCount(0);
  await expect(
    seller.page.getByText('Shipping costs more than the chilli is worth to us.').first(),
  ).toBeVisible();
  await screenshots(seller.page, testInfo, 'quote-declined-seller');

  // Nothing was charged: no movement in the buyer's ledger, nor in the seller's.
  for (const who of [buyer, seller]) {
    const ledger = await who.page.request.get('/api/v1/transactions', { headers: who.auth });
    expect(ledger.status()).toBe(200);
    expect(((await ledger.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
  }

  await seller.context.close();
  await buyer.context.close();
});
