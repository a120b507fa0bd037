import { apiErrorCodes, messages, siteAccessCookie, storageKeys } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { clearServerAttempts } from './support/access-code.ts';
import { field, signInThroughUi, verifiedAccount, type Account } from './support/accounts.ts';
import { system } from './support/system.ts';
import { test } from './support/verified-browser.ts';

// The session in the browser (docs/product/accounts.md and docs/product/api.md): what sign-in
// stores, a stale access token renewed through the httpOnly refresh cookie without the user
// noticing, a failed refresh ending at /auth/login with the stored keys cleared, and a sign-out in
// one tab followed by the other.

const sessionKeys = [
  storageKeys.user,
  storageKeys.authToken,
  storageKeys.refreshToken,
  storageKeys.lastAuthTime,
  storageKeys.pageLoadTime,
] as const;

const stored = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, window.localStorage.getItem(k)])),
    [...sessionKeys],
  );

async function signIn(page: Page, account: Account) {
  await signInThroughUi(page, account);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** /profile loaded the user's own details from the API. */
const profileShows = (page: Page, account: Account) =>
  expect(field(page, messages.profile.firstName)).toHaveValue(account.firstName);

test('sign-in stores the user and access token, never the refresh token', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'keys');
  await signIn(page, account);
  const keys = await stored(page);
  expect(JSON.parse(keys.user!)).toMatchObject({ email: account.email, isEmailVerified: true });
  expect(keys.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(keys.refreshToken).toBeNull();
  expect(Number(keys.lastAuthTime)).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'mb_refresh')).toMatchObject({ httpOnly: true });
});

test('a stale access token is renewed through the refresh cookie', async ({ page, baseURL }) => {
  const account = await verifiedAccount(page, baseURL!, 'stale');
  await signIn(page, account);
  // Every refresh from here on: the page left behind may meet the stale token first (its live
  // connection or background check), and renewing it there is the same renewal.
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/auth/refresh-token')) refreshes.push(r.status());
  });
  await page.evaluate(
    (key) => window.localStorage.setItem(key, 'stale.token.value'),
    storageKeys.authToken,
  );

  await page.goto('/profile');
  await profileShows(page, account);
  await expect.poll(async () => (await stored(page)).authToken).not.toBe('stale.token.value');
  expect(refreshes).toContain(200);
  // Still signed in after the background check (2 s after load).
  await page.waitForTimeout(2_500);
  await expect(page).toHaveURL(/\/profile$/);
  expect((await stored(page)).user).not.toBeNull();
});

test('a failed refresh signs out and clears the stored keys', async ({ page, baseURL }) => {
  const account = await verifiedAccount(page, baseURL!, 'expired');
  await signIn(page, account);
  await page.context().clearCookies({ name: 'mb_refresh' });
  await page.evaluate(
    (key) => window.localStorage.setItem(key, 'stale.token.value'),
    storageKeys.authToken,
  );

  await page.goto('/profile');
  // Signed out by whichever check comes first (docs/product/accounts.md): the failed refresh
  // opens /auth/login; the live connection's check, refused the stale token, may get there first
  // and show the authentication-required page. Either way the stored keys go.
  await expect
    .poll(
      async () =>
        page.url().endsWith('/auth/login') ||
        (await page.getByText(messages.authRequired.text).isVisible()),
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect
    .poll(() => stored(page))
    .toEqual(Object.fromEntries(sessionKeys.map((k) => [k, null])));
});

test('signing out in one tab signs the other out too', async ({ page, baseURL }) => {
  const account = await verifiedAccount(page, baseURL!, 'tabs');
  await signIn(page, account);
  const other = await page.context().newPage();
  await other.goto('/profile');
  await profileShows(other, account);

  await page.goto('/auth/logout');
  await expect(page.getByRole('link', { name: messages.auth.logout.signInAgain })).toBeVisible();
  await expect(other.getByText(messages.authRequired.text)).toBeVisible();
  expect(await stored(other)).toEqual(Object.fromEntries(sessionKeys.map((k) => [k, null])));
});

test('before launch, a lost gate pass sends a signed-in user to the launch page, still signed in', async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  // The gate below may first wait out a lockout another spec left on the shared client address.
  testInfo.setTimeout(testInfo.timeout + 35_000);
  const account = await verifiedAccount(page, baseURL!, 'walled');
  await signIn(page, account);
  const before = await stored(page);
  // The gate's cookie expired (or was cleared); the refresh cookie and the stored session remain.
  await page.context().clearCookies({ name: siteAccessCookie });

  // The session's background check (2 s after load) meets the wall like every other call.
  const walledCheck = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/auth/me') && r.status() === 403,
  );
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: messages.launchPage.title })).toBeVisible();
  expect(((await (await walledCheck).json()) as { code?: string }).code).toBe(
    apiErrorCodes.siteAccessRequired,
  );
  await page.waitForTimeout(500);
  expect(await stored(page)).toMatchObject({ user: before.user, authToken: before.authToken });

  // Through the gate again: the user is still signed in.
  await clearServerAttempts(request);
  await page.goto('/access');
  const code = page.getByLabel(messages.accessGate.fieldLabel);
  await code.fill(system.accessCode);
  await code.press('Enter');
  await expect(page.getByRole('heading', { name: messages.accessGate.heading })).toHaveCount(0);
  await page.goto('/profile');
  await profileShows(page, account);
  expect(await stored(page)).toMatchObject({ user: before.user, authToken: before.authToken });
});
