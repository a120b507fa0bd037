import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { hero } from '../../apps/web/src/features/home/home-content.ts';
import { expectConsoleErrors } from './support/console-watch.ts';
import { test } from './support/verified-browser.ts';

// The web app shell: redirects, the 404 and 500 pages, the error screens (docs/product/site.md and
// docs/product/messages.md) and scroll-to-top. The /__e2e__/* routes exist only in builds with
// VITE_E2E_HOOKS=true. The system runs before launch: these tests use a browser that has passed the
// access gate.

const t = messages.errors;

declare global {
  interface Window {
    __e2eLoadAttempts?: number;
  }
}

test('an unknown path is replaced by /404, which shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page?x=1');

  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
  await expect(page.getByText(t.notFoundText)).toBeVisible();
  await expect(page.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(`${t.notFoundTitle} · MatchBazaar`);
});

test('/500 shows Server Error with Retry and Go to Home', async ({ page }) => {
  await page.goto('/500');

  await expect(page.getByRole('heading', { level: 1, name: t.serverErrorTitle })).toBeVisible();
  await expect(page.getByText(t.serverErrorText)).toBeVisible();
  await expect(page.getByRole('button', { name: t.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '/');
});

test('a render error shows the app error boundary, whose button reloads the page', async ({
  page,
}) => {
  // The hook's page throws on purpose; the boundary reports what it caught.
  expectConsoleErrors(/Boom from the render/, /Render error caught by AppErrorBoundary/);
  await page.goto('/__e2e__/render-error');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: t.boundaryTitle })).toBeVisible();
  await expect(alert.getByText(t.renderText)).toBeVisible();

  const reload = page.getByRole('button', { name: t.reloadPage, exact: true });
  await expect(reload).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await reload.click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: t.boundaryTitle })).toBeVisible();
});

test('a loader error shows the route error screen, whose Retry runs the loader again', async ({
  page,
}) => {
  await page.goto('/__e2e__/load-error');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: t.routeTitle })).toBeVisible();
  await expect(alert.getByText('Boom from the loader')).toBeVisible();

  const attempts = () => page.evaluate(() => window.__e2eLoadAttempts ?? 0);
  const before = await attempts();
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: t.retry }).click();
  await expect.poll(attempts).toBeGreaterThan(before);
  await expect(page.getByText('Boom from the loader')).toBeVisible();
});

test('a navigation starts at the top of the page', async ({ page }) => {
  // A short, narrow viewport so that /404 is taller than the window and can scroll.
  await page.setViewportSize({ width: 360, height: 320 });
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();

  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(scrollY).toBeGreaterThan(0);

  await page.getByRole('link', { name: t.goHome }).click();
  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
});
