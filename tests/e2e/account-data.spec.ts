import AxeBuilder from '@axe-core/playwright';
import { accountExportDocumentSchema, messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  field,
  linkIn,
  mailTo,
  signInThroughApi,
  signInThroughUi,
  verifiedAccount,
  type Account,
} from './support/accounts.ts';
import { test } from './support/verified-browser.ts';

// Settings' "Your data" end to end: "Download my data" (the request, the worker's mail in the
// sink, the page its link opens, the JSON file it saves) and "Delete my account" (the dialog, a
// wrong password, then the account gone: signed out, home says so, the password no longer works).

const t = messages.accountData;

async function signedIn(page: Page, account: Account) {
  await signInThroughApi(page, account);
}

/** Serious or critical WCAG 2.1 A/AA violations inside `selector`. */
async function seriousIn(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('download my data: the request, the mailed link, and the JSON file it downloads', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a sign-in (argon2), the worker's job and the mail sink
  const account = await verifiedAccount(page, baseURL!, 'export');
  await signedIn(page, account);

  await page.goto('/settings');
  const yourData = page.getByRole('region', { name: t.heading });
  await expect(yourData).toBeVisible();
  await yourData.getByRole('button', { name: t.exportButton }).click();
  await expect(yourData.getByRole('status')).toHaveText(t.exportRequested);
  expect(await seriousIn(page, '#main-content')).toEqual([]);

  const mail = await mailTo(page.request, account.email, /^Your MatchBazaar data is ready$/);
  const link = linkIn(mail, baseURL!, '/account/data-export/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.downloadTitle })).toBeVisible();
  const downloadButton = page.getByRole('button', { name: t.downloadButton });
  await expect(downloadButton).toBeVisible();
  expect(await seriousIn(page, '#main-content')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^matchbazaar-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const document = accountExportDocumentSchema.parse(JSON.parse(text));
  expect(document.sections.profile).toMatchObject({
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
  });
  expect(text).not.toContain('passwordHash');
  expect(text).not.toContain('tokenHash');
  await expect(page.getByRole('status')).toHaveText(t.downloaded);

  // A link that is not one says so, with the way back to Settings.
  await page.goto(`/account/data-export/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText(t.downloadNotFound);
  await page.getByRole('link', { name: t.goToSettings }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('delete my account: the consequences, a wrong password refused, then signed out and gone', async ({
  page,
  baseURL,
}) => {
  test.slow(); // two sign-ins and two password checks (argon2)
  const account = await verifiedAccount(page, baseURL!, 'delete');
  await signedIn(page, account);

  await page.goto('/settings');
  await page.getByRole('button', { name: t.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: t.deleteDialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(t.deleteConsequences.length);
  expect(await seriousIn(page, '[role="dialog"]')).toEqual([]);

  const confirm = dialog.getByRole('button', { name: t.deleteConfirm });
  await confirm.click();
  await expect(dialog.getByText(t.deletePasswordRequired)).toBeVisible();
  await field(page, t.deletePasswordLabel).fill('not-my-password');
  await confirm.click();
  await expect(dialog.getByText(t.deletePasswordWrong)).toBeVisible();
  await expect(field(page, t.deletePasswordLabel)).toBeFocused();
  // Cancel closes it and nothing happened.
  await dialog.getByRole('button', { name: t.deleteCancel }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: messages.accountSettings.title }),
  ).toBeVisible();

  await page.getByRole('button', { name: t.deleteButton }).click();
  await field(page, t.deletePasswordLabel).fill(account.password);
  await dialog.getByRole('button', { name: t.deleteConfirm }).click();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect(page.getByRole('alert').filter({ hasText: t.accountDeleted })).toBeVisible();
  // Signed out here; the account's password no longer opens anything.
  await page.goto('/settings');
  await expect(page.getByText(messages.authRequired.text)).toBeVisible();
  await signInThroughUi(page, account);
  await expect(page.getByRole('alert')).toContainText(messages.login.invalidCredentials);
});
