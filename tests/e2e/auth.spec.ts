import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { expectConsoleErrors } from './support/console-watch.ts';
import {
  field,
  linkIn,
  mailTo,
  newAccount,
  signInThroughUi,
  subjects,
  uniqueEmail,
  uniquePassword,
  verifiedAccount,
  type Account,
} from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

// Accounts end to end (docs/product/accounts.md): registration through the verification mail,
// sign-in that survives a reload, sign-out, the password reset mail, the guards' answers for
// signed-out visitors and for a buyer on an admin page. The system runs before launch: these
// browsers have passed the access gate.

const a = messages.auth;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** /profile for a signed-in user: the account's own address, read from the server. */
async function expectSignedInOnProfile(page: Page, account: Account) {
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, messages.profile.title)).toBeVisible();
  await expect(field(page, messages.profile.email)).toHaveValue(account.email);
}

test('register, open the verification mail, sign in, stay signed in across a reload, sign out', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = newAccount('journey');

  await page.goto('/auth/register');
  await expect(heading(page, a.register.title)).toBeVisible();
  await field(page, a.register.firstName).fill(account.firstName);
  await field(page, a.register.lastName).fill(account.lastName);
  await field(page, a.emailLabel).fill(account.email);
  await field(page, a.register.phone).fill('5551234567');
  await expect(field(page, a.register.phone)).toHaveValue('555-123-4567');
  await field(page, a.passwordLabel).fill(account.password);
  await field(page, a.confirmPasswordLabel).fill(`${account.password}x`);
  await page.getByRole('button', { name: a.register.submit }).click();
  // Client checks first, with the catalogue's texts inline.
  await expect(page.getByText(messages.passwordReset.passwordsDiffer)).toBeVisible();
  await expect(page.getByText(messages.accounts.intentRequired)).toBeVisible();
  await expect(page.getByText(messages.accounts.termsRequired)).toBeVisible();

  await field(page, a.confirmPasswordLabel).fill(account.password);
  await page.getByRole('button', { name: new RegExp(`^${a.register.buy}`) }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: a.register.submit }).click();
  await expect(heading(page, a.register.doneTitle)).toBeVisible();
  await expect(page.getByText(messages.accounts.registered)).toBeVisible();

  // Not verified yet: the right password is refused with the way to a new link.
  await signInThroughUi(page, account);
  await expect(page.getByRole('alert')).toContainText(messages.login.emailNotVerified);
  await page.getByRole('button', { name: a.login.resendVerification }).click();
  // Sent, or refused as too soon after the registration's own mail: either way the server's text.
  const resent = page.getByText(messages.accounts.verificationResent);
  await expect(resent.or(page.getByText(messages.accounts.resendTooSoon))).toBeVisible();
  // A new link replaces the first: wait for its mail rather than take the registration's.
  const verifyMails = (await resent.isVisible()) ? 2 : 1;

  // The mail's link verifies the address and lands on the success page.
  const mail = await mailTo(page.request, account.email, subjects.verify, { count: verifyMails });
  const link = linkIn(mail, baseURL!, '/auth/verify-email');
  // 'Email Verified' shows for 50 ms before the redirect (docs/product/accounts.md): too short to
  // poll for on a busy machine, so the page itself records that it appeared.
  await page.addInitScript((title) => {
    new MutationObserver((_, observer) => {
      if (document.body?.textContent?.includes(title)) {
        (window as unknown as { __sawVerified?: boolean }).__sawVerified = true;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, messages.verifyPage.verifiedTitle);
  await page.goto(link);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/auth/email-verification-success' &&
      url.searchParams.get('verified') === 'true' &&
      url.searchParams.get('email') === account.email,
  );
  await expect(heading(page, a.verifySuccess.title)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sawVerified?: boolean }).__sawVerified),
  ).toBe(true);

  // The same link opened on another device: the address is verified, so it says that (not
  // 'expired or invalid') and offers sign-in.
  const otherDevice = await browser.newContext({ storageState: verifiedBrowserState });
  const other = await otherDevice.newPage();
  await other.goto(link);
  await expect(heading(other, messages.verifyPage.alreadyVerifiedTitle)).toBeVisible();
  await expect(other.getByText(messages.accounts.emailAlreadyVerified)).toBeVisible();
  await expect(other.getByText(messages.verifyPage.expired)).toHaveCount(0);
  await other.screenshot({ path: '/tmp/h1-verify-again-1280.png' });
  await other.setViewportSize({ width: 375, height: 740 });
  await other.screenshot({ path: '/tmp/h1-verify-again-375.png' });
  await other.getByRole('link', { name: a.verifySuccess.signIn }).click();
  await expect(heading(other, a.login.title)).toBeVisible();
  await otherDevice.close();

  // Sign in from there (the address is filled in), then a protected page.
  await page.getByRole('link', { name: a.verifySuccess.signIn }).click();
  await expect(field(page, a.emailLabel)).toHaveValue(account.email);
  await field(page, a.passwordLabel).fill(account.password);
  await page.getByRole('button', { name: a.login.submit, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto('/profile');
  await expectSignedInOnProfile(page, account);
  await page.reload();
  await expectSignedInOnProfile(page, account);

  // Signed in, the sign-in page sends you on instead.
  await page.goto('/auth/login?returnUrl=%2Fprofile');
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/auth/logout');
  await expect(heading(page, a.logout.title)).toBeVisible();
  await expect(page.getByText(a.logout.text)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(messages.authRequired.text)).toBeVisible();
  await page.reload();
  await expect(page.getByText(messages.authRequired.text)).toBeVisible();
});

test('forgot password: the mailed link sets a new password; the old one stops working', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'reset');

  await page.goto('/auth/login');
  await page.getByRole('link', { name: a.login.forgotPassword }).click();
  await expect(heading(page, a.forgotPassword.title)).toBeVisible();
  await field(page, a.emailLabel).fill('not an address');
  await page.getByRole('button', { name: a.forgotPassword.submit }).click();
  await expect(page.getByText(messages.passwordReset.invalidEmail)).toBeVisible();
  await field(page, a.emailLabel).fill(account.email);
  await page.getByRole('button', { name: a.forgotPassword.submit }).click();
  await expect(heading(page, a.forgotPassword.sentTitle)).toBeVisible();

  const mail = await mailTo(page.request, account.email, subjects.reset);
  const link = linkIn(mail, baseURL!, '/auth/reset-password/');
  await page.goto(link);
  await expect(heading(page, a.resetPassword.title)).toBeVisible();
  await field(page, a.newPasswordLabel).fill('short');
  await field(page, a.confirmPasswordLabel).fill('short');
  await page.getByRole('button', { name: a.resetPassword.submit }).click();
  await expect(page.getByText(messages.passwordReset.passwordTooShort)).toBeVisible();

  const newPassword = uniquePassword();
  await field(page, a.newPasswordLabel).fill(newPassword);
  await field(page, a.confirmPasswordLabel).fill(newPassword);
  await page.getByRole('button', { name: a.resetPassword.submit }).click();
  await expect(heading(page, a.resetPassword.doneTitle)).toBeVisible();

  // The link was single use.
  await page.goto(link);
  await expect(heading(page, a.resetPassword.invalidTitle)).toBeVisible();
  await expect(page.getByText(messages.passwordReset.tokenNotFound)).toBeVisible();

  await signInThroughUi(page, account);
  await expect(page.getByRole('alert')).toContainText(messages.login.invalidCredentials);
  await signInThroughUi(page, { ...account, password: newPassword });
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a signed-out visit to a protected page asks to sign in, and signing in returns there', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'from');

  // The authentication-required page, titled after the page (docs/product/roles-and-access.md).
  await page.goto('/settings');
  await expect(heading(page, messages.accountSettings.title)).toBeVisible();
  await expect(page.getByText(messages.authRequired.text)).toBeVisible();
  await expect(page).toHaveTitle(`${messages.accountSettings.title} · MatchBazaar`);

  // Its sign-in link remembers the page as `from`; signing in goes back there.
  await page.getByRole('link', { name: messages.authRequired.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(heading(page, messages.accountSettings.title)).toBeVisible();
  await expect(page.getByText(messages.authRequired.text)).toHaveCount(0);

  // A returnUrl outside the site is ignored (no open redirect).
  await page.goto('/auth/logout');
  await expect(page.getByText(a.logout.text)).toBeVisible();
  await signInThroughUi(page, account, '/auth/login?returnUrl=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('Admin Login refuses a buyer with the same text as a wrong password, signed out or in', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'buyer');
  await page.goto('/auth/admin');
  await expect(heading(page, a.admin.title)).toBeVisible();
  await signInThroughUi(page, account, '', a.admin.submit);
  await expect(page.getByRole('alert')).toContainText(messages.login.invalidCredentials);
  await expect(page).toHaveURL(/\/auth\/admin$/);

  // Signed in as the buyer, Admin Login stays (no bounce back to an admin page) and says why.
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/auth/admin');
  await expect(heading(page, a.admin.title)).toBeVisible();
  await expect(page.getByText(a.admin.notAnAdmin(account.email))).toBeVisible();
});

test('an admin-only page sends a signed-in buyer to Admin Login, which says why', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'admin-page');
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth\/admin$/);
  await expect(heading(page, a.admin.title)).toBeVisible();
  await expect(page.getByText(a.admin.notAnAdmin(account.email))).toBeVisible();
});

test('every auth page loads, the unknown ones show the auth 404', async ({ page }) => {
  for (const [path, title] of [
    ['/login', a.login.title],
    ['/auth/login', a.login.title],
    ['/auth/register', a.register.title],
    ['/auth/forgot-password', a.forgotPassword.title],
    ['/auth/resend-verification', a.resendVerification.title],
    ['/auth/admin', a.admin.title],
    ['/auth/500', messages.errors.serverErrorTitle],
    ['/auth/no-such-page', messages.errors.notFoundTitle],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/auth\/404$/);
});

test('the verify-email page explains a broken link and offers a new one', async ({ page }) => {
  await page.goto('/auth/verify-email?token=abc&email=someone-example.com');
  await expect(page.getByText(messages.verifyPage.emailMissingAt)).toBeVisible();
  await page.getByRole('button', { name: a.verifyEmail.requestNew }).click();
  await expect(page).toHaveURL(/\/auth\/resend-verification/);
  await expect(heading(page, a.resendVerification.title)).toBeVisible();
  // The same answer whether or not the address has an account.
  await field(page, a.emailLabel).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: a.resendVerification.submit }).click();
  await expect(heading(page, a.resendVerification.sentTitle)).toBeVisible();
  await expect(page.getByText(messages.accounts.verificationResent)).toBeVisible();
});

test('a sign-in page whose code fails to load shows the error panel, and Retry loads it', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(heading(page, a.login.title)).toBeVisible();

  // The next page's chunk cannot be fetched (offline, or replaced by a deploy); the router's
  // error screen reports what it caught.
  expectConsoleErrors(/net::ERR_FAILED/, /Unhandled router error/, /dynamically imported module/);
  await page.route(/\/register-page-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: a.login.createAccount }).click();
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { level: 1, name: messages.errors.routeTitle }),
  ).toBeVisible();
  await expect(alert.getByText(messages.errors.routeText)).toBeVisible();

  await page.unroute(/\/register-page-[^/]*\.js$/);
  await page.getByRole('button', { name: messages.errors.retry }).click();
  await expect(heading(page, a.register.title)).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the auth pages fit and have no serious accessibility violations', async ({ page }) => {
    // Nine pages, each loaded and scanned by axe: more than 45 s when the machine is busy.
    test.slow();
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/reset-password/not-a-real-token',
      '/auth/resend-verification',
      '/auth/email-verification-success?verified=true&email=a%40example.com',
      '/auth/verify-email',
      '/auth/admin',
      '/auth/logout',
      '/auth/404',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, `${path} scrolls sideways`);
      expect(await seriousViolations(page), path).toEqual([]);
    }

    // With every inline error showing.
    await page.goto('/auth/register');
    await page.getByRole('button', { name: a.register.submit }).click();
    await expect(page.getByText(messages.accounts.termsRequired)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
