import { messages } from '@matchbazaar/contracts';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount, type Account } from './support/accounts.ts';
import { bearerOf } from './support/catalogue.ts';
import { system } from './support/system.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// The notification centre (docs/product/live-marketplace.md), on the real stack: a seller's
// proposal on a buyer's requirement notifies the buyer through the BFF (stored, then pushed). The
// buyer's bell counts it without a reload, the popover lists it, opening it reads it. Offline, the
// quiet sign shows; a notification stored meanwhile arrives once the browser is back online, by
// the catch-up read after the reconnection.

const t = messages.notifications;
const p = messages.proposals;

type Json = { data: Record<string, { id: string; status: string }> };

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const proposalBody = (unitPriceMinor: number) => ({
  unitPriceMinor,
  currency: 'INR',
  quantity: 500,
  deliveryDays: 7,
  validUntil: inDays(14),
  message: 'We can deliver in 25 kg bags within a week.',
});

/** A buyer's open requirement (the run's admin approves it when the policy holds it for review). */
async function openRequirement(request: APIRequestContext, browser: Browser, buyer: Account) {
  const title = `Turmeric powder 500 kg ${Date.now().toString(36)}`;
  const posted = await request.post('/api/v1/requirements', {
    headers: await bearerOf(request, buyer),
    data: {
      title,
      description: 'Looking for a supplier of turmeric powder, high curcumin, in 25 kg bags.',
      category: 'fresh-vegetables',
      quantity: { amount: 500, unit: 'kg' },
      budget: { minMinor: 100_000, maxMinor: 200_000, currency: 'INR' },
      urgency: 'medium',
      place: { city: 'Mumbai', country: 'IN' },
      intent: 'publish',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const requirement = ((await posted.json()) as Json).data.requirement!;
  if (requirement.status !== 'open') {
    const admin = await browser.newContext({ storageState: verifiedBrowserState });
    const approved = await admin.request.post(`/api/v1/requirements/${requirement.id}/moderation`, {
      headers: await bearerOf(admin.request, system.admin),
      data: { action: 'approve' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await admin.close();
  }
  return { id: requirement.id, title };
}

/** A seller with a shop, ready to send proposals through the API. */
async function sellerWithShop(page: Page, origin: string) {
  const seller = await verifiedAccount(page, origin, 'notif-sell', 'sell');
  const auth = await bearerOf(page.request, seller);
  const shop = await page.request.put('/api/v1/shops/mine', {
    headers: auth,
    data: { name: 'Erode Turmeric Traders', place: { city: 'Erode', country: 'IN' } },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  return auth;
}

test('the bell counts a pushed notification, lists it and reads it; offline, one stored meanwhile arrives on reconnecting', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(150_000);
  // The seller's calls go through a context of their own: the buyer's page goes offline later.
  const sellerContext = await browser.newContext({ storageState: verifiedBrowserState });
  const sellerPage = await sellerContext.newPage();
  const sellerAuth = await sellerWithShop(sellerPage, baseURL!);
  const buyer = await verifiedAccount(page, baseURL!, 'notif-buy', 'buy');
  const requirement = await openRequirement(page.request, browser, buyer);
  // The moderator's approval notified the buyer: start from nothing unread.
  const readAll = await page.request.post('/api/v1/notifications/read-all', {
    headers: await bearerOf(page.request, buyer),
  });
  expect(readAll.status(), await readAll.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, buyer);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: t.bellLabel(0), exact: true });
  await expect(bell).toBeVisible();

  // Stored and pushed while the page is open: the badge counts it without a reload.
  const sent = await sellerPage.request.post(`/api/v1/requirements/${requirement.id}/proposals`, {
    headers: sellerAuth,
    data: proposalBody(1_250),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const proposalId = ((await sent.json()) as Json).data.proposal!.id;
  const unreadBell = page.getByRole('button', { name: t.bellLabel(1), exact: true });
  await expect(unreadBell).toBeVisible({ timeout: 15_000 });

  await unreadBell.click();
  const popover = page.getByRole('dialog', { name: t.title });
  const received = popover.getByRole('button', {
    name: new RegExp(p.notify.received(requirement.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await expect(received).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('popover-1280.png') });
  await received.click();
  // Opening it reads it and follows its link.
  await expect(page).not.toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: t.bellLabel(0), exact: true })).toBeVisible();

  // Offline: the quiet sign; a notification stored meanwhile is not lost.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: t.bellLabel(0), exact: true })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: new RegExp(t.offline) })).toBeVisible();
  const updated = await sellerPage.request.patch(`/api/v1/proposals/${proposalId}`, {
    headers: sellerAuth,
    data: proposalBody(1_200),
  });
  expect(updated.status(), await updated.text()).toBe(200);
  await context.setOffline(false);
  await expect(page.getByRole('status', { name: new RegExp(t.offline) })).toBeHidden({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: t.bellLabel(1), exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: t.bellLabel(1), exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: t.title }).getByText(p.notify.updated(requirement.title)),
  ).toBeVisible();
  await sellerContext.close();

  // The full page lists both; at 375 px, the page and the popover.
  await page.getByRole('link', { name: t.viewAll }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  // The popover fades out as the page opens: on a busy machine both lists are briefly there.
  await expect(page.getByRole('dialog', { name: t.title })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(p.notify.received(requirement.title)),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('page-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('page-375.png'), fullPage: true });
  await page.getByRole('button', { name: t.bellLabel(1), exact: true }).click();
  await expect(page.getByRole('dialog', { name: t.title })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('popover-375.png') });
});

test('a new account: the empty page, and email preferences on the settings page', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'notif-prefs', 'buy');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, account);
  await page.goto('/dashboard/notifications');
  await expect(page.getByText(t.empty)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('empty-1280.png'), fullPage: true });

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: t.preferencesTitle });
  const messagesChoice = section.getByRole('combobox', { name: t.categories.messages });
  await expect(messagesChoice).toHaveText(t.deliveries.digest);
  await messagesChoice.click();
  await page.getByRole('option', { name: t.deliveries.off }).click();
  await expect(section.getByRole('status')).toHaveText(t.preferencesSaved);
  // Account messages cannot be switched off.
  await section.getByRole('combobox', { name: t.categories.account }).click();
  await expect(page.getByRole('option', { name: t.deliveries.off })).toBeDisabled();
  await page.keyboard.press('Escape');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-1280.png'), fullPage: true });
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: t.preferencesTitle })
      .getByRole('combobox', { name: t.categories.messages }),
  ).toHaveText(t.deliveries.off);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/notifications');
  await expect(page.getByText(t.empty)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('empty-375.png'), fullPage: true });
  await page.goto('/dashboard/settings');
  await page.getByRole('region', { name: t.preferencesTitle }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-375.png'), fullPage: true });
});
