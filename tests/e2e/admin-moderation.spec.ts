import { messages } from '@matchbazaar/contracts';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount, type Account } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { bearerOf, png } from './support/catalogue.ts';
import { system } from './support/system.ts';
import { test } from './support/verified-browser.ts';
import { verifiedBrowserState } from './support/verified-browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

// The moderation screen and the audit log (docs/product/admin.md). The run's moderation policy
// reviews a new author's first posts, so a fresh seller's listings wait for review; the run's
// admin rejects one with a template reason and approves the others (one at a time and in bulk),
// the seller reads the reason in My Listings, and the audit log shows each decision. Specs run in
// parallel, so the queue may hold other specs' posts: these pick theirs by title.

const t = messages.moderation;
const a = messages.auditLog;
const admin = { firstName: 'Admin', lastName: 'E2E', ...system.admin };

type Json = { data: Record<string, { id: string; status: string }> };

/** A new seller with a shop and three listings in review; the first has a phone number in it. */
async function sellerWithPendingListings(page: Page, origin: string) {
  const seller = await verifiedAccount(page, origin, 'mod-sell', 'sell');
  const auth = await bearerOf(page.request, seller);
  const shop = await page.request.put('/api/v1/shops/mine', {
    headers: auth,
    data: { name: 'Malabar Spice House', place: { city: 'Kochi', country: 'IN' } },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  const stamp = Date.now().toString(36);
  const titles = [
    `Black pepper 25 kg bags ${stamp}`,
    `Green cardamom 8 mm ${stamp}`,
    `Alleppey turmeric fingers ${stamp}`,
  ];
  const ids: string[] = [];
  for (const [index, title] of titles.entries()) {
    const upload = await page.request.post('/api/v1/images', {
      headers: auth,
      multipart: {
        file: { name: 'spice.png', mimeType: 'image/png', buffer: png([90, 60 + 40 * index, 30]) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const image = ((await upload.json()) as Json).data.image!.id;
    const posted = await page.request.post('/api/v1/listings', {
      headers: auth,
      data: {
        title,
        description:
          index === 0
            ? 'Bold Malabar pepper, cleaned and packed in 25 kg bags. Call 98765 43210 for samples.'
            : 'Fresh crop from Idukki, cleaned, graded and packed for wholesale buyers.',
        category: 'spices',
        price: { type: 'fixed', amountMinor: 250_000, currency: 'INR', unit: 'kg' },
        minOrder: { quantity: 10, unit: 'kg' },
        imageIds: [image],
        intent: 'publish',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const listing = ((await posted.json()) as Json).data.listing!;
    expect(listing.status).toBe('pending_review');
    ids.push(listing.id);
  }
  return { seller, titles, ids };
}

/** The run's admin, signed in in a browser of their own, at `path`. */
async function adminAt(browser: Browser, path: string) {
  const context = await browser.newContext({ storageState: verifiedBrowserState });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, admin, 'admin');
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

const postRow = (page: Page, title: string) =>
  page
    .getByRole('list', { name: t.postsLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('the admin rejects a post with a template reason and approves others; the seller reads why; the audit log shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { seller, titles, ids } = await sellerWithPendingListings(page, baseURL!);
  const [flagged, second, third] = titles as [string, string, string];

  const moderator = await adminAt(browser, '/admin/moderation');
  await expect(moderator.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(moderator.getByRole('tab', { name: new RegExp(`^${t.postsTab}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Each post with its kind, category, author and the automatic checks' findings.
  const row = postRow(moderator, flagged);
  await expect(row.getByText(t.kinds.listing, { exact: true })).toBeVisible();
  await expect(row.getByText(t.byAuthor('Malabar Spice House'), { exact: false })).toBeVisible();
  await expect(
    row.getByRole('list', { name: t.flagsLabel }).getByText(t.flags.contact_details),
  ).toBeVisible();
  await expect(postRow(moderator, second).getByRole('list', { name: t.flagsLabel })).toHaveCount(0);
  await expectAccessible(moderator);

  // Reject with a template: 'Other' starts empty and an empty reason is refused on its field.
  await moderator.getByRole('button', { name: t.actionFor(t.reject, flagged) }).click();
  const dialog = moderator.getByRole('dialog', { name: t.rejectTitle });
  const template = dialog.getByRole('combobox', { name: t.templateLabel });
  const reason = dialog.getByRole('textbox', { name: new RegExp(`^${t.reasonLabel}`) });
  await template.click();
  await moderator.getByRole('option', { name: t.reasonTemplates.other.label }).click();
  await expect(reason).toHaveValue('');
  await dialog.getByRole('button', { name: t.confirmReject, exact: true }).click();
  await expect(dialog.getByText(messages.catalogue.reasonRequired)).toBeVisible();
  await template.click();
  await moderator.getByRole('option', { name: t.reasonTemplates.contact_details.label }).click();
  const why = t.reasonTemplates.contact_details.text;
  await expect(reason).toHaveValue(why);
  await dialog.getByRole('button', { name: t.confirmReject, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(moderator.getByRole('status').getByText(t.rejected(flagged))).toBeVisible();
  await expect(postRow(moderator, flagged)).toHaveCount(0);

  // The other two together: selected, approved, summed up.
  await moderator.getByRole('checkbox', { name: t.select(second) }).check();
  await moderator.getByRole('checkbox', { name: t.select(third) }).check();
  await expect(moderator.getByText(t.selected(2))).toBeVisible();
  await moderator.getByRole('button', { name: t.approveSelected }).click();
  await expect(moderator.getByRole('status').getByText(`${t.bulkApproved(2)}.`)).toBeVisible();
  await expect(postRow(moderator, second)).toHaveCount(0);
  await expect(postRow(moderator, third)).toHaveCount(0);

  // The audit log: each decision, newest first, with before and after.
  await moderator
    .getByRole('navigation', { name: messages.dashboard.navLabel })
    .getByRole('link', {
      name: messages.dashboard.items.audit,
    })
    .click();
  await expect(moderator.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  const filters = moderator.getByRole('form', { name: a.filtersLabel });
  await filters.getByRole('combobox', { name: a.targetKindLabel }).click();
  await moderator.getByRole('option', { name: a.targetKinds.listing, exact: true }).click();
  await filters.getByRole('textbox', { name: a.targetIdLabel }).fill(ids[0]!);
  await filters.getByRole('button', { name: a.apply }).click();
  await expect(moderator).toHaveURL(/targetKind=listing&targetId=/);
  const table = moderator.getByRole('table', { name: a.tableLabel });
  await expect(table.getByRole('link', { name: ids[0]! })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3); // the header, the entry, its folded changes
  const action = messages.adminScreens.auditActions['listing.moderated'];
  await table.getByRole('button', { name: a.showChanges(action) }).click();
  const changes = moderator.getByRole('table', { name: a.changesLabel });
  await expect(changes.getByRole('row', { name: /status/ })).toContainText('pending_review');
  await expect(changes.getByRole('row', { name: /status/ })).toContainText('rejected');
  await expect(changes.getByRole('row', { name: /reason/ })).toContainText(why);
  await expectAccessible(moderator);

  // By action and date: today's approvals include the two.
  await filters.getByRole('button', { name: a.clear }).click();
  await filters.getByRole('combobox', { name: a.actionLabel }).click();
  await moderator.getByRole('option', { name: action }).click();
  const today = new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD, the date input's value
  await filters.getByLabel(a.fromLabel).fill(today);
  await filters.getByLabel(a.toLabel).fill(today);
  await filters.getByRole('button', { name: a.apply }).click();
  for (const id of ids) await expect(table.getByRole('link', { name: id })).toBeVisible();
  // A 'from' after 'to' is refused on its field, in the API's words.
  await filters.getByLabel(a.fromLabel).fill('2099-01-02');
  await filters.getByLabel(a.toLabel).fill('2099-01-01');
  await filters.getByRole('button', { name: a.apply }).click();
  await expect(filters.getByText(messages.admin.auditRangeInvalid)).toBeVisible();

  // Both pages on a phone: the table becomes one card per entry.
  await moderator.setViewportSize({ width: 375, height: 800 });
  await moderator.goto(`/admin/audit?targetKind=listing&targetId=${ids[0]}`);
  const cards = moderator.getByRole('list', { name: a.tableLabel });
  await expect(cards.getByRole('listitem').first()).toContainText(action);
  await cards.getByRole('button', { name: a.showChanges(action) }).click();
  await expect(cards.getByRole('list', { name: a.changesLabel })).toContainText(why);
  await expectNoSidewaysScroll(moderator);
  await expectAccessible(moderator);
  await moderator.goto('/admin/moderation');
  await expect(moderator.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectNoSidewaysScroll(moderator);
  await expectAccessible(moderator);
  await moderator.context().close();

  // The seller reads the reason on the rejected listing.
  await signInThroughApi(page, seller);
  await page.goto('/seller/my-listings?status=rejected');
  // A first visit to the seller's pages loads their code: slow on a busy machine.
  await expect(page.getByText(messages.posting.rejectedBecause(why))).toBeVisible({
    timeout: 15_000,
  });
});

/** Files a report as `account` (through the API) and answers its id. */
async function report(request: APIRequestContext, account: Account, listingId: string) {
  const answer = await request.post('/api/v1/reports', {
    headers: await bearerOf(request, account),
    data: {
      targetKind: 'listing',
      targetId: listingId,
      reason: 'other',
      details: 'The seller asked me to pay outside the site.',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as Json).data.report!.id;
}

test('reports: the admin resolves one; one another moderator closed first is refused and leaves the list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { ids, titles } = await sellerWithPendingListings(page, baseURL!);
  const adminApi = await browser.newContext({ storageState: verifiedBrowserState });
  const adminAuth = await bearerOf(adminApi.request, system.admin);
  for (const id of ids.slice(0, 2)) {
    const approved = await adminApi.request.post(`/api/v1/listings/${id}/moderation`, {
      headers: adminAuth,
      data: { action: 'approve' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  const buyer = await verifiedAccount(page, baseURL!, 'mod-report', 'buy');
  await report(page.request, buyer, ids[0]!);
  const closedElsewhere = await report(page.request, buyer, ids[1]!);

  const moderator = await adminAt(browser, '/admin/moderation?tab=reports');
  const list = moderator.getByRole('list', { name: t.reportsLabel });
  const item = (title: string) =>
    list.getByRole('listitem').filter({ has: moderator.getByRole('link', { name: title }) });
  await expect(item(titles[0]!)).toContainText(messages.catalogue.reportReasons.other);
  await expect(item(titles[0]!)).toContainText('The seller asked me to pay outside the site.');
  await expect(item(titles[0]!)).toContainText(
    t.reportedBy(`${buyer.firstName} ${buyer.lastName}`),
  );
  await expectAccessible(moderator);

  await moderator.getByRole('button', { name: t.actionFor(t.resolve, titles[0]!) }).click();
  await expect(moderator.getByRole('status').getByText(t.reportResolved)).toBeVisible();
  await expect(item(titles[0]!)).toHaveCount(0);

  // Another moderator closes the second while this page still shows it.
  const decided = await adminApi.request.post(`/api/v1/reports/${closedElsewhere}/decision`, {
    headers: adminAuth,
    data: { outcome: 'dismissed' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await moderator.getByRole('button', { name: t.actionFor(t.dismiss, titles[1]!) }).click();
  await expect(moderator.getByRole('alert')).toContainText(messages.catalogue.reportAlreadyDecided);
  await expect(item(titles[1]!)).toHaveCount(0);

  // The closed ones are under their status.
  await moderator.getByRole('combobox', { name: t.statusFilter }).click();
  await moderator.getByRole('option', { name: t.reportStatuses.resolved }).click();
  await expect(moderator).toHaveURL(/status=resolved/);
  await expect(item(titles[0]!)).toContainText(t.reportStatuses.resolved);
  await adminApi.close();
  await moderator.context().close();
});

test('a reported conversation message waits in the reports with its text and its sender', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { seller, ids } = await sellerWithPendingListings(page, baseURL!);
  const adminApi = await browser.newContext({ storageState: verifiedBrowserState });
  const approved = await adminApi.request.post(`/api/v1/listings/${ids[0]}/moderation`, {
    headers: await bearerOf(adminApi.request, system.admin),
    data: { action: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await adminApi.close();

  // The buyer asks about the listing; the seller's answer is what the buyer reports.
  const buyer = await verifiedAccount(page, baseURL!, 'mod-msg', 'buy');
  const buyerAuth = await bearerOf(page.request, buyer);
  const asked = await page.request.post(`/api/v1/listings/${ids[0]}/inquiries`, {
    headers: buyerAuth,
    data: { messageId: randomUUID(), message: 'Do you ship 50 kg to Chennai?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const conversationId = ((await asked.json()) as Json).data.conversation!.id;
  const text = `Pay me by bank transfer outside the site and I add 10% off ${Date.now()}`;
  const answered = await page.request.post(`/api/v1/conversations/${conversationId}/messages`, {
    headers: await bearerOf(page.request, seller),
    data: { id: randomUUID(), text },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  const messageId = ((await answered.json()) as Json).data.message!.id;
  const reported = await page.request.post(`/api/v1/messages/${messageId}/report`, {
    headers: buyerAuth,
    data: { reason: 'fraud', details: 'Asked me to pay off the platform.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  const moderator = await adminAt(browser, '/admin/moderation?tab=reports');
  const item = moderator
    .getByRole('list', { name: t.reportsLabel })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(item).toContainText(t.targetKinds.message);
  await expect(item).toContainText(t.reportReasons.fraud);
  await expect(item).toContainText('Asked me to pay off the platform.');
  // The sender, linked to their account for the admin (who may suspend it).
  const sender = item.getByRole('link', { name: `${seller.firstName} ${seller.lastName}` });
  await expect(sender).toHaveAttribute('href', /\/admin\/users\/[0-9a-f-]{36}$/);
  await expectAccessible(moderator);
  await moderator.context().close();
});

test('a user is refused moderation (sent to the dashboard, told why) and the audit log (Admin Login)', async ({
  page,
  baseURL,
}) => {
  const buyer = await verifiedAccount(page, baseURL!, 'mod-refused', 'buy');
  await signInThroughApi(page, buyer);
  await page.goto('/admin/moderation');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(messages.permission.denied)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: messages.dashboard.navLabel });
  await expect(
    sidebar.getByRole('link', { name: messages.dashboard.items.moderation }),
  ).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/auth\/admin/);
});
