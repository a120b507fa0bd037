import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, signInThroughUi, verifiedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { expectConsoleErrors } from './support/console-watch.ts';
import { system } from './support/system.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshots } from './support/screenshots.ts';

// The dashboard shell (docs/product/dashboard.md): the sidebar by role, collapsing and its
// remembered choice, the overlay below 768 px, the pages' render error and 'Try again', and axe on
// each page of the shell.

const t = messages.dashboard;
const e = messages.errors;

async function signedIn(page: Page, intent: 'buy' | 'sell', origin: string) {
  const account = await verifiedAccount(page, origin, `dashboard-${intent}`, intent);
  await signInThroughApi(page, account);
  return account;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: t.navLabel });
const item = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });

test('a seller: the shell, the items a seller sees, the current page, and collapsing remembered', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await signedIn(page, 'sell', baseURL!);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(sidebar(page).getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(sidebar(page).getByText(t.roleLabels.trader, { exact: true })).toBeVisible();
  for (const name of [t.items.dashboard, t.items.activity, t.items.marketplace, t.items.listings])
    await expect(item(page, name)).toBeVisible();
  await expect(item(page, t.items.favorites)).toHaveCount(0);
  await expect(sidebar(page).getByText(t.adminGroup)).toHaveCount(0);
  await expect(item(page, t.items.dashboard)).toHaveAttribute('aria-current', 'page');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(messages.common.copyright(new Date().getFullYear()))).toBeVisible();
  for (const name of Object.values(t.footerLinks))
    await expect(footer.getByRole('link', { name })).toBeVisible();
  // No sign-in buttons in the top bar: everyone here is signed in.
  await expect(page.getByRole('banner').getByRole('link', { name: /log in|sign up/i })).toHaveCount(
    0,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Arrow keys move along the items; a chosen one becomes the current page.
  await item(page, t.items.dashboard).focus();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, t.items.activity)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/activity$/);
  await expect(item(page, t.items.activity)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: t.activity.title })).toBeVisible();
  await expect(page.getByText(t.activity.kinds['account.created'])).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Collapsed: icons with their names as tooltips; the choice survives a reload on this device.
  const width = async () => (await sidebar(page).boundingBox())!.width;
  expect(await width()).toBe(256);
  await page.getByRole('button', { name: t.collapseSidebar }).click();
  await expect.poll(width).toBe(80);
  await item(page, t.items.marketplace).hover();
  await expect(page.getByRole('tooltip', { name: t.items.marketplace })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: t.expandSidebar })).toBeVisible();
  await expect.poll(width).toBe(80);
  await page.getByRole('button', { name: t.expandSidebar }).click();
  await expect.poll(width).toBe(256);

  await item(page, t.items.marketplace).click();
  await expect(page.getByRole('heading', { level: 1, name: t.marketplace.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: t.marketplace.listingsTab })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a buyer on a phone: a rail, "Open sidebar" beside the title, an overlay that closes on a tap', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedIn(page, 'buy', baseURL!);
  await page.goto('/dashboard');

  const banner = page.getByRole('banner');
  await expect(banner.getByText(t.title, { exact: true })).toBeVisible();
  const open = banner.getByRole('button', { name: t.openSidebar });
  await expect(open).toBeVisible();
  const width = async () => (await sidebar(page).boundingBox())!.width;
  expect(await width()).toBe(64);
  await expect(item(page, t.items.favorites)).toBeVisible();
  await expect(item(page, t.items.listings)).toHaveCount(0);

  await open.click();
  await expect.poll(width).toBe(240);
  const overlay = page.getByTestId('sidebar-overlay');
  await expect(overlay).toBeVisible();
  await overlay.click({ position: { x: 340, y: 400 } });
  await expect(overlay).toBeHidden();
  await expect.poll(width).toBe(64);

  // Choosing a page closes it too; the page has no sideways scrolling.
  await open.click();
  await sidebar(page).getByRole('link', { name: t.items.favorites }).click();
  await expect(page).toHaveURL(/\/dashboard\/favorites$/);
  await expect(overlay).toBeHidden();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin sees the Administration group; a page that fails to render offers Try again', async ({
  page,
}) => {
  await signInThroughApi(page, system.admin, 'admin');
  await page.goto('/dashboard');
  await expect(sidebar(page).getByText(t.adminGroup)).toBeVisible();
  await item(page, t.items.adminDashboard).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(item(page, t.items.adminDashboard)).toHaveAttribute('aria-current', 'page');

  // The hook's page throws on purpose; the dashboard's boundary reports what it caught.
  expectConsoleErrors(/Boom from a dashboard page/, /Render error in a dashboard page/);
  await page.goto('/dashboard/__e2e__/render-error');
  await expect(page.getByRole('heading', { level: 1, name: e.boundaryTitle })).toBeVisible();
  await expect(page.getByText(e.dashboardRenderText)).toBeVisible();
  // The shell stays: the sidebar is still there to go elsewhere.
  await expect(sidebar(page)).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('e2e.dashboard-render-error.healed', 'yes'));
  await page.getByRole('button', { name: e.tryAgain }).click();
  await expect(page.getByText('Rendered after trying again.')).toBeVisible();
});

test('an admin signing in lands on the admin dashboard, its Administration group in sight at 900 px high', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth/admin');
  await signInThroughUi(
    page,
    { firstName: 'Admin', lastName: 'E2E', ...system.admin },
    '',
    messages.auth.admin.submit,
  );
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(item(page, t.items.adminDashboard)).toHaveAttribute('aria-current', 'page');
  // Every admin item is on screen without scrolling the sidebar.
  for (const name of [t.items.manageUsers, t.items.systemSettings, t.items.audit]) {
    const box = await item(page, name).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(900);
  }
  await screenshots(page, testInfo, 'admin-landing');
});

test('a session ended elsewhere signs the open dashboard out at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await signedIn(page, 'buy', baseURL!);
  await page.goto('/dashboard/activity');
  await expect(page.getByRole('heading', { level: 1, name: t.activity.title })).toBeVisible();

  // The same person on another device ends every other session, this one among them.
  const other = await browser.newContext({ storageState: verifiedBrowserState });
  const second = await other.newPage();
  await signInThroughApi(second, account);
  await second.goto('/settings');
  await second.getByRole('button', { name: messages.accountSettings.endOthers }).click();
  await expect(
    second.getByRole('button', { name: messages.accountSettings.endOthers }),
  ).toBeHidden();
  await other.close();

  // No click, no reload: the server closes the live connection, the page checks the session, its
  // refresh is refused, and it signs out to the sign-in page.
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 15_000 });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: messages.authRequired.signIn })).toBeVisible();
});

test('signed out, a dashboard page shows the authentication-required page under its title', async ({
  page,
}) => {
  await page.goto('/dashboard/activity');
  await expect(page.getByRole('heading', { level: 1, name: t.activity.title })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.authRequired.signIn })).toBeVisible();
});
