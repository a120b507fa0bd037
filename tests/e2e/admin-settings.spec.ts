import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { system } from './support/system.ts';
import { test } from './support/verified-browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

// System Settings (docs/product/admin.md) as the run's admin: a maintenance banner shows on every
// page until it is cleared; a bad lifetime is named under its field; axe at 1280 and 375 px.

const s = messages.adminScreens.settings;
const admin = { firstName: 'Admin', lastName: 'E2E', ...system.admin };

async function signInAsAdmin(page: Page, to: string) {
  await signInThroughApi(page, admin, 'admin');
  await page.goto(to);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

test('an admin sets a maintenance banner; every page shows it until it is cleared', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const banner = 'Planned maintenance tonight from 22:00 to 22:30 UTC.';
  await page.getByLabel(s.banner).fill(banner);
  await page.getByRole('button', { name: s.save }).click();
  await expect(page.getByText(messages.admin.settingsSaved)).toBeVisible();

  await page.goto('/marketplace');
  await expect(page.getByRole('note').filter({ hasText: banner })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('note').filter({ hasText: banner })).toBeVisible();

  // A lifetime outside 1 to 365 is named under its field and nothing is sent.
  await page.goto('/admin/settings');
  await page.getByLabel(s.listingDays).fill('0');
  await page.getByRole('button', { name: s.save }).click();
  await expect(page.getByText(s.daysInvalid).first()).toBeVisible();

  await page.getByLabel(s.banner).fill('');
  await page.getByLabel(s.listingDays).fill('90');
  await page.getByRole('button', { name: s.save }).click();
  await expect(page.getByText(messages.admin.settingsSaved)).toBeVisible();
  await page.goto('/marketplace');
  await expect(page.getByRole('note').filter({ hasText: banner })).toHaveCount(0);

  // The settings page at a phone's width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});
