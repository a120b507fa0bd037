import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { placeOrderThroughApi } from './support/checkout.ts';
import { screenshots } from './support/screenshots.ts';
import { openShopWithOffer } from './support/seed-posts.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { test } from './support/verified-browser.ts';

// A first payout (docs/product/payouts.md), in two browsers: a seller whose order was paid and
// shipped (through the API, as orders.spec.ts's dispute journey gets there) waits on their
// transactions page while the buyer, in a browser of their own, confirms receipt: the released
// money shows as available without a reload. "Request payout" stays off until a payout method is
// verified; the seller adds their bank account in India there, confirms the development
// provider's two deposits, pays out, and sees the payout go to that account.

const t = messages.orders;
const p = t.page;
const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

test('a seller adds a bank account, verifies it, and receives a first payout to it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const seller = await signedInContext(browser, baseURL!, 'payouts', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'payouts', 'buy');
  const run = Date.now().toString(36);

  // A completed order of 100 kg at ₹180: ₹18,000 released to the seller, less the fee.
  const listing = await openShopWithOffer(seller, {
    shop: { name: `Wayanad Coffee Estate ${run}`, city: 'Kalpetta' },
    photo: { name: 'coffee.png', rgb: [90, 60, 30] },
    title: `Robusta cherry coffee beans ${run}`,
    description:
      'Robusta cherry coffee beans from Wayanad, sun dried, hulled and graded, packed in 50 kg jute bags.',
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

  // The seller's transactions page (Settings leads there) holds nothing available yet.
  const page = seller.page;
  await page.goto('/settings');
  await page
    .getByRole('link', { name: messages.accountSettings.managePayoutMethods })
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/transactions$/);
  const methods = page.getByRole('region', { name: p.methodsTitle });
  await expect(methods.getByText(p.methodsEmpty)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('balance-available')).toHaveText('₹0');

  // The buyer confirms receipt in their browser: the seller's page shows ₹17,100 (less the 5 %
  // fee) available, live.
  await buyer.page.goto(`/dashboard/orders/${order.id}`);
  await buyer.page.getByRole('button', { name: t.actions.confirm }).click({ timeout: 30_000 });
  await buyer.page
    .getByRole('dialog', { name: p.confirmTitle })
    .getByRole('button', { name: t.actions.confirm })
    .click();
  await expect(buyer.page.getByTestId('order-status')).toHaveText(t.statuses.completed);
  await expect(page.getByTestId('balance-available')).toHaveText('₹17,100', { timeout: 15_000 });
  await buyer.context.close();

  // No method yet: "Request payout" is off and says why.
  await expect(page.getByRole('button', { name: p.requestPayout })).toBeDisabled();
  await expect(page.getByTestId('payout-blocked')).toHaveText(p.payoutDisabled.none);
  await screenshots(page, testInfo, 'payout-methods-empty');

  // The account must be in the seller's name: another name is refused with the rule.
  const accountName = `${seller.account.firstName} ${seller.account.lastName}`;
  await methods.getByRole('button', { name: p.addMethod }).click();
  const add = page.getByRole('dialog', { name: p.addTitle });
  await expect(add.getByLabel(p.holderNameLabel)).toHaveValue(accountName);
  await add.getByLabel(p.holderNameLabel).fill('Somebody Else');
  await add.getByLabel(p.ifscLabel).fill('hdfc0001234');
  await add.getByLabel(p.accountNumberLabel, { exact: true }).fill('5010 0123 456789');
  await add.getByLabel(p.confirmAccountNumberLabel).fill('50100123456789');
  await screenshots(page, testInfo, 'payout-method-add');
  await add.getByRole('button', { name: p.addSubmit }).click();
  await expect(add.getByText(t.payoutMethods.nameMismatch(accountName))).toBeVisible();
  await add.getByLabel(p.holderNameLabel).fill(accountName.toUpperCase());
  await add.getByRole('button', { name: p.addSubmit }).click();

  // The verify step opens at once: the development provider's deposits are 32 and 45 paise.
  const verify = page.getByRole('dialog', { name: p.verifyTitle('HDFC ····6789') });
  await verify.getByLabel(p.depositLabel(1)).fill('45');
  await verify.getByLabel(p.depositLabel(2)).fill('31');
  await verify.getByRole('button', { name: p.verifySubmit }).click();
  await expect(verify.getByText(t.payoutMethods.amountsWrong(2))).toBeVisible();
  await verify.getByLabel(p.depositLabel(2)).fill('32');
  await screenshots(page, testInfo, 'payout-method-verify');
  await verify.getByRole('button', { name: p.verifySubmit }).click();
  await expect(verify).toBeHidden();
  const method = methods.getByTestId('payout-method');
  await expect(method).toContainText('HDFC ····6789');
  await expect(method).toContainText(p.methodStates.verified);
  await expect(method).toContainText(p.defaultMethod);
  expect(await page.content()).not.toContain('50100123456789');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'payout-methods-verified');

  // The first payout goes to it, and the transactions say where.
  await page.getByRole('button', { name: p.requestPayout }).click();
  const payout = page.getByRole('dialog', { name: p.payoutTitle('INR') });
  await expect(payout).toContainText('HDFC ····6789');
  await payout.getByRole('button', { name: /^Pay out / }).click();
  await expect(page.getByText(t.payoutPaid)).toBeVisible();
  await expect(page.getByTestId('balance-available')).toHaveText('₹0');
  await expect(
    page
      .getByTestId('transaction-row')
      .filter({ hasText: t.transactions.payoutTo('HDFC ····6789') }),
  ).toBeVisible();
  await screenshots(page, testInfo, 'payout-methods-paid-out');

  // A second method, a UPI ID: the change is mailed and holds payouts for 24 hours.
  await methods.getByRole('button', { name: p.addMethod }).click();
  const upi = page.getByRole('dialog', { name: p.addTitle });
  await upi.getByRole('combobox', { name: p.methodKindLabel }).click();
  await page.getByRole('option', { name: p.methodKinds.upi }).click();
  await upi.getByLabel(p.upiIdLabel).fill('asha.tester@okhdfcbank');
  await upi.getByRole('button', { name: p.addSubmit }).click();
  await expect(
    page.getByRole('dialog', { name: p.verifyTitle('UPI ····ster@okhdfcbank') }),
  ).toBeVisible();
  await page.getByRole('button', { name: p.close }).click();
  await expect(methods.getByTestId('payouts-held')).toBeVisible();
  await expect(methods.getByTestId('payout-method')).toHaveCount(2);
  await screenshots(page, testInfo, 'payout-methods-held');
  await seller.context.close();
});
