import { company, messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mailTo, signInThroughUi, verifiedAccount } from './support/accounts.ts';
import { test } from './support/verified-browser.ts';

// Support tickets end to end (docs/product/contact.md): a signed-out visitor is asked to sign in
// and comes back; the signed-in user submits a ticket (validation first), gets the acknowledgement
// mail while the support inbox gets the notice, follows the ticket's status, closes it and finds it
// in the history.

const m = messages.supportTickets;

test('sign in from the ticket page, submit a ticket, follow it, close it, find it in the history', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'tickets');
  const subject = `Payment stuck ${randomBytes(3).toString('hex')}`;

  await page.goto('/support/tickets/submit');
  await page.getByRole('link', { name: m.signIn, exact: true }).click();
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL(/\/support\/tickets\/submit$/);
  await expect(page.getByRole('heading', { level: 1, name: m.submitTitle })).toBeVisible();

  // Validation first: every field's text.
  const submit = page.getByRole('button', { name: m.submit });
  await submit.click();
  for (const text of [m.subjectRequired, m.categoryRequired, m.messageRequired]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  await page.getByRole('textbox', { name: m.subjectLabel }).fill(subject);
  await page.getByRole('combobox', { name: m.categoryLabel }).click();
  await page.getByRole('option', { name: m.categories.billing }).click();
  await page
    .getByRole('textbox', { name: m.messageLabel })
    .fill('My payment has been pending for two days.\nOrder 1234.');
  await submit.click();
  const created = page.getByRole('status').filter({ hasText: /^Ticket #\d+ has been submitted/ });
  await expect(created).toBeVisible();
  const id = Number(/Ticket #(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await expect(page.getByRole('textbox', { name: m.subjectLabel })).toHaveValue('');

  // The author's acknowledgement and the support inbox's notice, both delivered by the worker.
  const ack = await mailTo(
    page.request,
    account.email,
    new RegExp(`^We received your support ticket #${id}$`),
  );
  expect(ack.text).toContain(`/support/tickets/status?id=${id}`);
  const notice = await mailTo(
    page.request,
    company.supportEmail,
    new RegExp(`^\\[Ticket #${id}\\] ${subject}$`),
  );
  expect(notice.headers['reply-to']).toContain(account.email);

  // Its status, as written, and closing it.
  await created.getByRole('link', { name: m.viewStatus }).click();
  await expect(page).toHaveURL(new RegExp(`/support/tickets/status\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText(m.statuses.open, { exact: true })).toBeVisible();
  await expect(page.getByText('Order 1234.')).toBeVisible();
  await page.getByRole('button', { name: m.closeTicket }).click();
  await expect(page.getByRole('status').filter({ hasText: m.closed })).toBeVisible();
  await expect(page.getByText(m.statuses.closed, { exact: true })).toBeVisible();

  // No longer among the open tickets; in the history with its status.
  await page.getByRole('link', { name: m.backToStatus }).click();
  await expect(page.getByText(m.noOpenTickets)).toBeVisible();
  await page.getByRole('link', { name: m.historyTitle }).click();
  const item = page.getByRole('article', { name: subject });
  await expect(item).toBeVisible();
  await expect(item.getByText(m.statuses.closed, { exact: true })).toBeVisible();

  // A number that is not one of the user's tickets.
  await page.goto('/support/tickets/status?id=999999');
  await expect(page.getByRole('alert').filter({ hasText: m.notFound })).toBeVisible();
});
