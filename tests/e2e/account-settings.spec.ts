import AxeBuilder from '@axe-core/playwright';
import { messages } from '@matchbazaar/contracts';
import { expect, type Browser, type Page } from '@playwright/test';
import {
  field,
  signInThroughApi,
  signInThroughUi,
  uniquePassword,
  verifiedAccount,
  type Account,
} from './support/accounts.ts';
import { verifiedBrowserState, test } from './support/verified-browser.ts';
import { bearerOf } from './support/catalogue.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshots } from './support/screenshots.ts';

// /profile and /settings of a signed-in user, end to end: names and phone (with the SMS code from
// the development outbox), the photo upload with its checks, the password change, and the
// sessions list with another device signed in.

const p = messages.profile;
const s = messages.accountSettings;

/** A 1x1 PNG (valid: browsers draw it). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(page: Page, account: Account) {
  await signInThroughApi(page, account);
}

/** The newest text the development SMS outbox holds for `phone` (the worker delivers it). */
async function smsCodeFor(page: Page, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/sms-outbox?to=${phone}&limit=1`);
        const { messages: texts } = (await response.json()) as { messages: { body: string }[] };
        code = /code is (\d{6})/.exec(texts[0]?.body ?? '')?.[1];
        return code !== undefined;
      },
      { timeout: 20_000, message: `an SMS code to ${phone}` },
    )
    .toBe(true);
  return code!;
}

test('profile: names, a new phone verified with its SMS code, and the photo', async ({
  page,
  baseURL,
}) => {
  const account = await verifiedAccount(page, baseURL!, 'profile');
  await signedIn(page, account);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  await expect(page).toHaveTitle(`${p.title} · MatchBazaar`);
  await expect(page.getByLabel(p.email)).toHaveValue(account.email);

  // Names: saved, and still there after a reload.
  await field(page, p.firstName).fill('Meera');
  await page.getByRole('button', { name: p.save }).click();
  await expect(page.getByRole('status').filter({ hasText: p.updated })).toBeVisible();
  await page.reload();
  await expect(field(page, p.firstName)).toHaveValue('Meera');

  // A new phone: saved unverified, a code arrives by SMS, the code verifies it.
  const phone = `555${String(Date.now()).slice(-7)}`;
  await field(page, p.phone).fill(phone);
  await expect(field(page, p.phone)).toHaveValue(
    `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
  );
  await page.getByRole('button', { name: p.save }).click();
  await expect(page.getByText(p.phoneCodeSent)).toBeVisible();
  const verify = page.getByRole('form', { name: p.verifyHeading });
  await verify.getByLabel(p.codeLabel).fill('123456');
  await verify.getByRole('button', { name: p.verifyPhone }).click();
  await expect(verify.getByRole('alert')).toBeVisible(); // a wrong code is refused
  await verify.getByLabel(p.codeLabel).fill(await smsCodeFor(page, phone));
  await verify.getByRole('button', { name: p.verifyPhone }).click();
  await expect(page.getByText(p.phoneVerified)).toBeVisible();
  await expect(verify).toBeHidden();

  // The photo: a wrong type is refused in the browser; a PNG is previewed, uploaded and served.
  const picker = page.locator('#profile-photo-input');
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByRole('alert').filter({ hasText: p.imageType })).toBeVisible();
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: p.previewAlt })).toBeVisible();
  // Focus follows the steps: to Upload once a file is chosen, back to Choose once it is sent.
  await expect(page.getByRole('button', { name: p.uploadPhoto })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(p.imageUploaded)).toBeVisible();
  await expect(page.getByRole('button', { name: p.choosePhoto })).toBeFocused();
  const photo = page.getByRole('img', { name: p.photoAlt(`Meera ${account.lastName}`) });
  await expect(photo).toHaveAttribute('src', /\/api\/v1\/users\/[\w-]+\/image\?v=[0-9a-f]{16}$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: p.removePhoto }).click();
  await expect(page.getByText(p.imageRemoved)).toBeVisible();
  await expect(page.getByRole('button', { name: p.removePhoto })).toBeHidden();
});

/** A second browser (another device) signed in to the same account. */
async function otherDevice(browser: Browser, account: Account) {
  const context = await browser.newContext({
    storageState: verifiedBrowserState,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await signedIn(page, account);
  return { context, page };
}

test('settings: sessions with this device marked, ending another; the password change', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey: four sign-ins (argon2 on the server) and two browsers; 30 s is tight on a busy machine.
  test.slow();
  const account = await verifiedAccount(page, baseURL!, 'settings');
  await signedIn(page, account);
  const phone = await otherDevice(browser, account);

  await page.goto('/settings');
  // The first visit loads the settings page's code with its notification preferences: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible({
    timeout: 20_000,
  });
  const sessions = page.getByRole('list', { name: s.sessionsHeading });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText(s.thisDevice);
  await expect(sessions.getByRole('listitem').first()).toContainText(/Last used (just now|\d)/);

  // End the other device's session: it is gone from the list, and that device is signed out.
  await sessions.getByRole('button', { name: /^End session on / }).click();
  await expect(page.getByText(s.sessionEnded)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(s.noOtherSessions)).toBeVisible();
  // Signed out there, by whichever check comes first (docs/product/accounts.md): a failed refresh
  // sends it to /auth/login; the background check (or the live connection's) that finds the
  // token ended shows the authentication-required page.
  await phone.page.goto('/settings');
  await expect
    .poll(
      async () =>
        phone.page.url().includes('/auth/login') ||
        (await phone.page.getByText(messages.authRequired.text).isVisible()),
      { timeout: 15_000 },
    )
    .toBe(true);
  await phone.context.close();

  // The password change: the texts of docs/product/accounts.md in the browser, the wrong current
  // password from the server.
  const form = page.getByRole('form', { name: s.passwordHeading });
  await form.getByRole('button', { name: s.changePassword }).click();
  await expect(form.getByText(messages.accounts.currentPasswordRequired)).toBeVisible();
  await field(page, s.currentPassword).fill('not-my-password');
  await field(page, s.newPassword).fill('short');
  await form.getByRole('button', { name: s.changePassword }).click();
  await expect(form.getByText(messages.passwordReset.passwordTooShort)).toBeVisible();
  const newPassword = uniquePassword();
  await field(page, s.newPassword).fill(newPassword);
  await field(page, s.confirmPassword).fill(`${newPassword}x`);
  await form.getByRole('button', { name: s.changePassword }).click();
  await expect(form.getByText(messages.passwordReset.passwordsDiffer)).toBeVisible();
  await field(page, s.confirmPassword).fill(newPassword);
  await form.getByRole('button', { name: s.changePassword }).click();
  await expect(form.getByText(messages.accounts.currentPasswordWrong)).toBeVisible();
  await expect(field(page, s.currentPassword)).toBeFocused();

  // The visibility toggle shows what was typed.
  await field(page, s.currentPassword).fill(account.password);
  await form.getByRole('button', { name: messages.auth.showPassword }).first().click();
  await expect(field(page, s.currentPassword)).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: s.changePassword }).click();
  await expect(form.getByRole('status')).toBeVisible();
  await expect(field(page, s.currentPassword)).toHaveValue('');

  // This device stays signed in; a new sign-in needs the new password.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  const fresh = await browser.newContext({ storageState: verifiedBrowserState });
  const other = await fresh.newPage();
  await signInThroughUi(other, account);
  await expect(other.getByRole('alert')).toContainText(messages.login.invalidCredentials);
  await signedIn(other, { ...account, password: newPassword });
  await fresh.close();
});

test('settings: older sessions fold behind "Show N older sessions"; no block inside a paragraph', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const account = await verifiedAccount(page, baseURL!, 'sessions');
  await signedIn(page, account);
  // Five more sign-ins through the API, each a session of its own: this device, the three most
  // recent others, and two older ones.
  const elsewhere = await browser.newContext({ storageState: verifiedBrowserState });
  for (let i = 0; i < 5; i += 1) await bearerOf(elsewhere.request, account);
  await elsewhere.close();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible({
    timeout: 20_000,
  });
  const sessions = page.getByRole('list', { name: s.sessionsHeading });
  await expect(sessions.getByRole('listitem')).toHaveCount(4);
  await expect(sessions.getByRole('listitem').first()).toContainText(s.thisDevice);
  // A Chip in the device line once made a <div> inside a <p> (React's nesting warning).
  await expect(page.locator('p div, p p, p ul, p li')).toHaveCount(0);
  await screenshots(page, testInfo, 'settings-sessions-folded');

  const more = page.getByRole('button', { name: s.showOlderSessions(2) });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(sessions.getByRole('listitem')).toHaveCount(6);
  const fewer = page.getByRole('button', { name: s.hideOlderSessions });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await screenshots(page, testInfo, 'settings-sessions-open');
  await fewer.click();
  await expect(sessions.getByRole('listitem')).toHaveCount(4);
});

test('both pages: no serious accessibility violation in their content, and no sideways scrolling at 360 px', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ins (argon2) and two axe runs on a 360 px page: it ran out of 30 s on a slower machine.
  test.slow();
  const account = await verifiedAccount(page, baseURL!, 'a11y');
  await signedIn(page, account);
  const phone = await otherDevice(browser, account); // so the sessions list has an End session
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, ready] of [
    ['/profile', p.save],
    ['/settings', s.endOthers],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready })).toBeVisible();
    // The page's own content; the site header and footer have their own checks.
    const { violations } = await new AxeBuilder({ page })
      .include('#main-content')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await expectNoSidewaysScroll(page);
  }
  await phone.context.close();
});

test('signed out, /profile and /settings show the authentication-required page', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/profile', p.title],
    ['/settings', s.title],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(messages.authRequired.text)).toBeVisible();
    await expect(page.getByLabel(p.firstName)).toHaveCount(0);
    await page.getByRole('link', { name: messages.authRequired.signIn }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});
