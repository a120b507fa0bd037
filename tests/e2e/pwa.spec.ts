import { messages } from '@matchbazaar/contracts';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './support/accounts.ts';
import { waitForTheApp } from './support/public-pages.ts';
import { screenshots } from './support/screenshots.ts';
import { watchNewContexts } from './support/console-watch.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// The installable app (docs/product/installable-app.md) in Chromium, on the e2e build (a
// production build, so the service worker registers): the manifest and Chrome's installability
// check, the worker controlling the page, the offline page, the update prompt, a push delivered
// through the DevTools protocol and its click, and the install prompt's moment.

const t = messages.pwa;

/** Waits for the app's worker to be active, then reloads so that it controls the page. */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() =>
    navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'),
  );
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

/**
 * Notifications need the full browser: the headless shell the suite runs denies and shows none.
 * Its contexts are watched for console errors like the suite's own (support/console-watch.ts).
 */
async function fullChromium() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  watchNewContexts(browser);
  return browser;
}

/** The app's service worker, as Playwright can run code in it. */
async function appWorker(context: BrowserContext) {
  return (
    context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ??
    (await context.waitForEvent('serviceworker'))
  );
}

test('the manifest is served, Chrome finds the app installable and the worker controls the page', async ({
  page,
  context,
  baseURL,
}) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ start_url: '/dashboard', scope: '/', display: 'standalone' });
  for (const path of ['/sw.js', '/offline.html']) {
    const file = await page.request.get(path);
    expect([path, file.status(), file.headers()['cache-control']]).toEqual([path, 200, 'no-cache']);
  }

  await page.goto('/');
  expect(await controlledBy(page)).toBe(`${baseURL}/`);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off-the-record profiles, where Chrome never installs; any other
  // reason is ours.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('offline, a navigation shows the offline page, and Try again brings the app back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledBy(page);
  // The app of the server-rendered page has started and loaded its chunks before the network
  // goes: a chunk still loading then fails, and the app logs it.
  await waitForTheApp(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: t.offlineTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await screenshots(page, test.info(), 'offline-page');
  await context.setOffline(false);
  await page.getByRole('link', { name: t.offlineRetry }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.offlineTitle })).toBeHidden();
  await expect(page.locator('#main-content')).toBeVisible();
});

test('a new version waits and offers Reload, which brings it in', async ({ page }) => {
  await page.goto('/');
  await controlledBy(page);
  await waitForTheApp(page);
  // A new version: the same worker under another script URL installs beside the active one (the
  // browser's own update checks fetch /sw.js outside the reach of Playwright's routes).
  await page.evaluate(() =>
    navigator.serviceWorker.register('/sw.js?next', { scope: '/', updateViaCache: 'none' }),
  );
  const prompt = page.getByText(t.updateAvailable);
  await expect(prompt).toBeVisible();
  await screenshots(page, test.info(), 'update-prompt', { fullPage: false });
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  await page.getByRole('button', { name: t.updateReload }).click();
  // The new version controls the page, which reloaded into it.
  await page.waitForFunction(
    () =>
      !('beforeUpdate' in window) &&
      navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next'),
  );
  await expect(prompt).toBeHidden();
});

test('a push delivered through the DevTools protocol shows its notification, and its click opens the conversation', async ({
  baseURL,
}) => {
  test.setTimeout(150_000);
  const full = await fullChromium();
  const context = await full.newContext({ storageState: verifiedBrowserState, baseURL: baseURL! });
  const page = await context.newPage();
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const account = await verifiedAccount(page, baseURL!, 'pwa-push', 'sell');
  await signInThroughApi(page, account);
  await page.goto('/dashboard');
  await controlledBy(page);

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (app) resolve(app.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const payload = {
    title: 'New inquiry on Basmati rice',
    body: 'A buyer in Pune asked about 500 kg',
    tag: 'conversation:e2e',
    url: '/dashboard/inbox/e2e-conversation',
    notificationId: '1',
    category: 'inquiries',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify(payload),
  });

  const worker = await appWorker(context);
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration };
        const shown = await scope.registration.getNotifications();
        return shown.map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
      },
    ]);

  // The click, as the browser would dispatch it: the open window goes to the conversation.
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    const [notification] = await scope.registration.getNotifications();
    const Click = (
      self as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent;
    self.dispatchEvent(new Click('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(/\/dashboard\/inbox\/e2e-conversation$/);
  await full.close();
});

test('the install offer waits for a post and a second visit; iOS gets the Home Screen steps', async ({
  page,
  context,
  browser,
}) => {
  // Four pages and eight pictures: on the busy 2-core machine more than the default 90 s.
  test.setTimeout(180_000);
  // Chrome's event, as it comes once the browser could install the app.
  const browserCanInstall = (p: Page) =>
    p.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
  // What the posting pages do once a listing or requirement is out (lib/app-install.ts).
  const posted = (p: Page) =>
    p.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('mb.pwa.install') ?? '{}') as object;
      localStorage.setItem('mb.pwa.install', JSON.stringify({ ...stored, posted: true }));
      window.dispatchEvent(new Event('matchbazaar:post-published'));
    });
  const offer = (p: Page) => p.getByRole('dialog', { name: t.installTitle });

  // First visit: a post, and the browser able to install: no offer yet.
  await page.goto('/');
  await waitForTheApp(page);
  await browserCanInstall(page);
  await posted(page);
  await page.waitForTimeout(500);
  await expect(offer(page)).toBeHidden();

  // The next visit (a new tab): offered.
  const next = await context.newPage();
  await next.goto('/');
  await waitForTheApp(next);
  await browserCanInstall(next);
  await expect(offer(next)).toBeVisible();
  await screenshots(next, test.info(), 'install-prompt', { fullPage: false });
  await next.getByRole('button', { name: t.installDismiss }).click();
  await expect(offer(next)).toBeHidden();

  // Dismissed is remembered.
  const third = await context.newPage();
  await third.goto('/');
  await waitForTheApp(third);
  await browserCanInstall(third);
  await third.waitForTimeout(500);
  await expect(offer(third)).toBeHidden();

  // An iPhone: no browser dialog to call, the Share menu's steps instead.
  const iphone = await browser.newContext({
    storageState: await context.storageState(),
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 812 },
  });
  const ios = await iphone.newPage();
  await ios.addInitScript(() => {
    try {
      localStorage.setItem(
        'mb.pwa.install',
        JSON.stringify({ visits: 1, posted: true, dismissed: false, installed: false }),
      );
    } catch {
      // about:blank
    }
  });
  await ios.goto('/');
  const steps = ios.getByRole('dialog', { name: t.iosInstallTitle });
  await expect(steps).toBeVisible();
  for (const step of t.iosInstallSteps) await expect(steps.getByText(step)).toBeVisible();
  await screenshots(ios, test.info(), 'install-ios', { fullPage: false });
  await iphone.close();
});

test('Settings > Notifications shows push for this device, the devices and the push choices', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const account = await verifiedAccount(page, baseURL!, 'pwa-settings', 'sell');
  await signInThroughApi(page, account);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: t.pushTitle, exact: true });
  await expect(section).toBeVisible();
  // The headless shell answers "denied" for notifications, granted or not: the section
  // says how to allow them again.
  await expect(
    section.getByText(t.pushDenied).or(section.getByText(t.pushNotConfigured)),
  ).toBeVisible();
  const preferences = page.getByRole('region', { name: messages.notifications.preferencesTitle });
  await expect(
    preferences.getByLabel(t.pushToggleLabel(messages.notifications.categories.inquiries)),
  ).toBeVisible();
  await preferences.scrollIntoViewIfNeeded();
  await screenshots(page, test.info(), 'settings-push');

  // A browser that may show notifications (the full Chromium, allowed): Turn on push, never asked
  // by itself.
  const full = await fullChromium();
  const allowed = await full.newContext({ storageState: verifiedBrowserState, baseURL: baseURL! });
  await allowed.grantPermissions(['notifications'], { origin: baseURL! });
  const settings = await allowed.newPage();
  await signInThroughApi(settings, account);
  await settings.goto('/dashboard/settings');
  const push = settings.getByRole('region', { name: t.pushTitle, exact: true });
  await expect(
    push.getByRole('button', { name: t.pushTurnOn }).or(push.getByText(t.pushNotConfigured)),
  ).toBeVisible();
  await push.scrollIntoViewIfNeeded();
  await screenshots(settings, test.info(), 'settings-push-allowed', { show: push });
  await full.close();
});
