import { company, messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mailTo } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { test } from './support/verified-browser.ts';

// The contact page end to end (docs/product/contact.md; the send is real): validation
// messages on submit, cleared by editing, then a message that the worker delivers to the support
// inbox of the mail sink, answerable to the sender.

const t = messages.contact;

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

test('the contact page shows how to reach support', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page).toHaveTitle(`${t.title} · MatchBazaar`);
  await expect(page.getByText(company.supportAddress)).toBeVisible();
  await expect(page.getByText(company.businessHours)).toBeVisible();
  await expect(
    page.getByText('Mon-Fri 9:00 AM-6:00 PM, Sat 10:00 AM-4:00 PM, Sun closed'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: company.supportPhone })).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );
  await expect(page.getByRole('link', { name: company.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${company.supportEmail}`,
  );
});

test('validation messages on submit, then a message that reaches the support inbox', async ({
  page,
}) => {
  const subject = `E2E question ${randomBytes(4).toString('hex')}`;
  const sender = `e2e-contact-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/contact');
  const send = page.getByRole('button', { name: t.submit });

  // Nothing filled in: the form's message under each field, focus on the first.
  await send.click();
  for (const text of [t.nameRequired, t.emailRequired, t.subjectRequired, t.messageRequired]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(field(page, t.nameLabel)).toBeFocused();
  // The errors in red are still readable (contrast) and tied to their fields.
  expect(await seriousViolations(page)).toEqual([]);

  // Whitespace is empty, the email needs its shape, the message 10 characters.
  await field(page, t.nameLabel).fill('   ');
  await field(page, t.emailLabel).fill('ada@example');
  await field(page, t.subjectLabel).fill(subject);
  await field(page, t.messageLabel).fill('Too short');
  // Editing a field cleared its error.
  await expect(page.getByText(t.subjectRequired, { exact: true })).toBeHidden();
  await send.click();
  await expect(page.getByText(t.nameRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(t.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(t.messageTooShort, { exact: true })).toBeVisible();
  await expect(page.getByText(t.subjectRequired, { exact: true })).toBeHidden();

  // A good message is sent: the fields clear and the success message shows.
  await field(page, t.nameLabel).fill('Ada Lovelace');
  await field(page, t.emailLabel).fill(sender);
  const body = 'How long does escrow hold a payment?\nAnd who releases it?';
  await field(page, t.messageLabel).fill(body);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
  for (const label of [t.nameLabel, t.emailLabel, t.subjectLabel, t.messageLabel]) {
    await expect(field(page, label)).toHaveValue('');
  }
  await expect(send).toBeEnabled();

  // The worker delivered it to the support inbox, with the sender as Reply-To.
  const mail = await mailTo(page.request, company.supportEmail, new RegExp(`\\] ${subject}$`));
  expect(mail.subject).toMatch(new RegExp(`^\\[Contact #\\d+\\] ${subject}$`));
  expect(mail.headers['reply-to']).toContain(sender);
  expect(mail.text).toContain('From: Ada Lovelace');
  expect(mail.text).toContain('> How long does escrow hold a payment?\n> And who releases it?');
});

test('the send button shows Sending... and is disabled while the message is on its way', async ({
  page,
}) => {
  // Hold the request so the sending state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/contact', async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { success: false, message: 'down', errors: [] } });
  });
  await page.goto('/contact');
  await field(page, t.nameLabel).fill('Ada');
  await field(page, t.emailLabel).fill('ada@example.com');
  await field(page, t.subjectLabel).fill('Held');
  await field(page, t.messageLabel).fill('This one waits for the test.');
  await page.getByRole('button', { name: t.submit }).click();
  const sending = page.getByRole('button', { name: t.sending });
  await expect(sending).toBeDisabled();
  release();
  // A server failure shows the fixed failure text and keeps what was typed.
  await expect(page.getByRole('alert').filter({ hasText: t.failure })).toBeVisible();
  await expect(field(page, t.subjectLabel)).toHaveValue('Held');
});

test('the support ticket pages ask a signed-out visitor to sign in and come back', async ({
  page,
}) => {
  const m = messages.supportTickets;
  for (const [path, title] of [
    ['/support/tickets/submit', m.submitTitle],
    ['/support/tickets/status', m.statusTitle],
    ['/support/tickets/history', m.historyTitle],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.signInTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: m.signIn, exact: true })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent(path)}`,
    );
    await expect(page.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    // WCAG 2.1 A and AA: no serious or critical violation (the public pages' own spec skips these).
    expect(await seriousViolations(page)).toEqual([]);
  }
});
