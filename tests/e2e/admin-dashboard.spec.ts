import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { signInThroughUi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshots } from './support/screenshots.ts';
import { system } from './support/system.ts';
import { test } from './support/verified-browser.ts';

// The admin dashboard (docs/product/admin.md) for the admin the BFF created on first start. The
// shared system must stay before launch for the other specs, so going live is opened and cancelled
// here; the BFF's launch-day spec covers what going live does.

const t = messages.adminDashboard;
const admin = { firstName: 'Admin', lastName: 'E2E', ...system.admin };

test('an admin signs in at Admin Login and runs the launch panel from the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto('/auth/admin?returnUrl=%2Fadmin%2Fdashboard');
  await signInThroughUi(page, admin, '', messages.auth.admin.submit);

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const launch = page.getByRole('region', { name: t.launchHeading });
  await expect(launch.getByText(t.modes.prelaunch, { exact: true })).toBeVisible();
  await expect(launch.getByText(t.launchTimeLabel, { exact: true })).toBeVisible();
  await expect(launch.getByText(t.notStarted)).toBeVisible();

  // Going live asks first; cancelling leaves the site as it was.
  await launch.getByRole('button', { name: t.goLive }).click();
  const dialog = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t.confirmText)).toBeVisible();
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(launch.getByText(t.modes.prelaunch, { exact: true })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // /admin is the same dashboard, and it survives a reload.
  await page.goto('/admin');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // On a phone the queues' table fits its card: every column in sight, no sideways scrolling.
  const table = page.getByRole('table', { name: messages.adminScreens.overview.queues });
  await expect(table).toBeVisible();
  await screenshots(page, testInfo, 'admin-landing');
  await page.setViewportSize({ width: 375, height: 900 });
  const fits = await table.evaluate(
    (element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth,
  );
  expect(fits, 'the queues table fits at 375 px').toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The queue dashboard opens with the admin's sign-in: no operator password asked.
  const queues = page.getByRole('region', { name: t.queuesHeading });
  await queues.getByRole('button', { name: t.openQueues }).click();
  await expect(page).toHaveURL(/\/admin\/queues/);
  await expect(page.getByText('MatchBazaar queues').first()).toBeVisible();
});

test('signed out, /admin/dashboard shows the authentication-required page', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.title);
});
