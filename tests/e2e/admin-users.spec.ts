import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, signInThroughUi, verifiedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { system } from './support/system.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// Manage Users (docs/product/admin.md) as the run's admin: find an account, suspend it while its
// owner's dashboard is open (the owner is signed out at once) and reinstate it; axe on each screen.

const u = messages.adminScreens.users;
const admin = { firstName: 'Admin', lastName: 'E2E', ...system.admin };

async function signInAsAdmin(page: Page, to: string) {
  await signInThroughApi(page, admin, 'admin');
  await page.goto(to);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

test('an admin finds an account and suspends it: its open browser is signed out; reinstated, it signs in again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The owner, signed in on their own device, with the dashboard open.
  const ownerContext = await browser.newContext({ storageState: verifiedBrowserState });
  const owner = await ownerContext.newPage();
  const account = await verifiedAccount(owner, baseURL!, 'suspended', 'sell');
  await signInThroughApi(owner, account);
  await owner.goto('/dashboard');
  await expect(
    owner.getByRole('heading', { level: 1, name: messages.dashboard.title }),
  ).toBeVisible();

  await signInAsAdmin(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: u.title })).toBeVisible();
  await page.getByLabel(u.search).fill(account.email);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=/);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.firstName);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: u.suspend, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: u.suspendTitle });
  await dialog.getByLabel(u.suspendReason).fill('Selling counterfeit goods');
  await dialog.getByRole('button', { name: u.suspend, exact: true }).click();
  await expect(page.getByText(u.suspendedBecause('Selling counterfeit goods'))).toBeVisible();

  // No click on the owner's side: the server closed their connection and the page signed out.
  await expect(owner).toHaveURL(/\/auth\/login/, { timeout: 15_000 });

  await page.getByRole('button', { name: u.reinstate }).click();
  await expect(page.getByText(u.suspendedBecause('Selling counterfeit goods'))).toBeHidden();
  await signInThroughUi(owner, account);
  await expect(owner).not.toHaveURL(/\/auth\/login/);
  await ownerContext.close();
});
