import { messages, siteAccessCookie, storageKeys } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { clearServerAttempts } from './support/access-code.ts';
import { hero } from '../../apps/web/src/features/home/home-content.ts';
import { system } from './support/system.ts';
import { watchedTest as test } from './support/console-watch.ts';
import { verifiedBrowserState } from './support/verified-browser.ts';

// The pre-launch gate (docs/product/access-gate.md) against the running system, which is in
// `prelaunch` behind this run's code. Every test starts in a fresh browser context (nothing
// verified).

const t = messages.accessGate;

declare global {
  interface Window {
    /** Set before a submit: still there afterwards means the page was not reloaded. */
    __sameDocument?: boolean;
    /** Every label the submit button showed, recorded by a MutationObserver. */
    __buttonLabels?: string[];
  }
}

// The server counts wrong codes per client address, and all of this run's browsers share one
// (support/access-code.ts): the tests that submit codes run in order and each clears the count
// first, waiting out a lockout a failed earlier attempt may have left (hence the longer timeout).
test.describe.configure({ mode: 'default' });
test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(testInfo.timeout + 35_000);
  await clearServerAttempts(request);
});

function gate(page: Page) {
  const field = page.getByLabel(t.fieldLabel);
  return {
    field,
    button: page.locator('form').getByRole('button'),
    /** The error line: announced while not locked out. */
    alert: page.locator('#access-gate-error'),
    hint: page.getByRole('note'),
    lockoutPanel: page.getByRole('region', { name: t.lockoutTitle }),
    /** Types a code and submits it with the keyboard. */
    async submit(code: string) {
      await field.fill(code);
      await field.press('Enter');
    },
  };
}

function gateStorage(page: Page) {
  return page.evaluate(
    (keys) => ({
      status: localStorage.getItem(keys.gateStatus),
      siteVerification: localStorage.getItem(keys.siteVerification),
      attempts: localStorage.getItem(keys.gateAttempts),
      lockoutUntil: localStorage.getItem(keys.gateLockoutUntil),
      everything: JSON.stringify({ ...localStorage }),
    }),
    storageKeys,
  );
}

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: hero.title });
const launchHeading = (page: Page) =>
  page.getByRole('heading', { name: messages.launchPage.title });

test('an unverified visitor gets the launch page on any route, at that URL; /access shows the gate', async ({
  page,
}) => {
  for (const path of ['/', '/some/random-page-8271?ref=mail', '/404', '/launch']) {
    await page.goto(path);
    await expect(launchHeading(page)).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(path);
  }

  await page.goto('/access');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(launchHeading(page)).toHaveCount(0);
});

test('the gate screen: logo, heading, prompt, a masked focused field, the button; usable by keyboard', async ({
  page,
}) => {
  await page.goto('/access');
  const { field, button, hint, lockoutPanel } = gate(page);

  await expect(page).toHaveTitle(`${t.heading} · MatchBazaar`);
  await expect(page.getByRole('img', { name: t.logoLabel })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(page.getByText(t.prompt)).toBeVisible();

  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('type', 'password');
  await expect(field).toHaveAttribute('autocomplete', 'off');
  await expect(field).toHaveAttribute('placeholder', t.placeholder);
  await expect(field).toHaveAttribute('required', '');
  await expect(field).toHaveAccessibleDescription(t.prompt);

  await expect(button).toHaveText(t.submit);
  await expect(button).toBeEnabled();
  await expect(hint).toHaveCount(0);
  await expect(lockoutPanel).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
});

test('a code shorter than 6 characters is refused with its message and not counted', async ({
  page,
}) => {
  await page.goto('/access');
  const { submit, alert, field } = gate(page);

  // More short codes than the attempts before a lockout: none of them counts.
  for (let i = 0; i < 6; i++) {
    await submit('12345');
    await expect(alert).toHaveText(t.tooShort);
  }
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await gateStorage(page)).attempts).toBeNull();

  await submit('wrong-code-1');
  await expect(alert).toHaveText(t.firstWrong);
  expect((await gateStorage(page)).attempts).toBe('1');
});

test('the right code opens the site without a reload, the pass survives a reload, and /access then leads to /', async ({
  page,
  context,
}) => {
  await page.goto('/some/page-wanted');
  await expect(launchHeading(page)).toBeVisible();
  await page.goto('/access');
  await page.evaluate(() => (window.__sameDocument = true));

  await gate(page).submit(system.accessCode);

  // `/` is the site's own home page now, no longer the launch page.
  await expect(page).toHaveURL(/\/$/);
  await expect(homeHeading(page)).toBeVisible();
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

  const stored = await gateStorage(page);
  expect(stored).toMatchObject({
    status: 'verified',
    siteVerification: 'verified',
    attempts: null,
    lockoutUntil: null,
  });
  expect(stored.everything).not.toContain(system.accessCode);
  const cookie = (await context.cookies()).find((c) => c.name === siteAccessCookie);
  expect(cookie).toMatchObject({ httpOnly: true });
  expect(cookie?.value).not.toContain(system.accessCode);

  await page.reload();
  await expect(homeHeading(page)).toBeVisible();

  await page.goto('/some/page-wanted');
  await expect(page).toHaveURL(/\/404$/);
  await expect(launchHeading(page)).toHaveCount(0);

  // A verified visitor who opens /access is sent to / (docs/product/access-gate.md).
  await page.goto('/access');
  await expect(page).toHaveURL(/\/$/);
  await expect(homeHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: t.heading })).toHaveCount(0);
});

test('a pass the server no longer honours (its cookie is gone) closes the site again at the first refused call', async ({
  browser,
}) => {
  // This browser's storage says it passed the gate; its cookie is gone (cleared, or expired).
  const context = await browser.newContext({ storageState: verifiedBrowserState });
  await context.clearCookies({ name: siteAccessCookie });
  const page = await context.newPage();

  // The home page opens from storage, its first API call is refused: the launch page takes over.
  await page.goto('/');
  await expect(launchHeading(page)).toBeVisible();
  await expect(homeHeading(page)).toHaveCount(0);
  expect(await gateStorage(page)).toMatchObject({ status: null, siteVerification: null });
  await page.goto('/access');
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await context.close();
});

// Last: it leaves the server's lockout running for this client address.
test('wrong codes: each message, the hint after the 2nd to 4th, then a 30 s lockout that a reload or cleared storage does not lift', async ({
  page,
}) => {
  await page.goto('/access');
  const { field, button, alert, hint, lockoutPanel, submit } = gate(page);
  let verifyCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/access/verify') verifyCalls++;
  });

  const answers = [
    t.firstWrong,
    t.attemptsRemaining(3),
    t.attemptsRemaining(2),
    t.attemptsRemaining(1), // singular: '1 attempt remaining'
  ];
  for (const [i, message] of answers.entries()) {
    await submit(`wrong-code-${i + 1}`);
    await expect(alert).toHaveText(message);
    // The field is cleared and keeps the focus, for the next try.
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(hint).toHaveCount(i >= 1 ? 1 : 0);
    expect((await gateStorage(page)).attempts).toBe(String(i + 1));
  }
  await expect(hint).toContainText(t.hintTitle);
  await expect(hint).toContainText(t.hint);

  // The 5th wrong code locks out: record every label, as 'Locked (30s)' shows for one second.
  await page.evaluate(() => {
    const submitButton = document.querySelector('form button[type="submit"]');
    const labels: string[] = (window.__buttonLabels = []);
    new MutationObserver(() => labels.push(submitButton?.textContent ?? '')).observe(
      submitButton!,
      { subtree: true, childList: true, characterData: true },
    );
  });
  await submit('wrong-code-5');
  await expect(button).toBeDisabled();
  await expect.poll(() => page.evaluate(() => window.__buttonLabels)).toContain(t.lockedButton(30));
  await expect(lockoutPanel).toBeVisible();
  await expect(lockoutPanel).toContainText(t.lockoutTitle);
  await expect(lockoutPanel).toContainText(/Too many failed attempts\. Please wait \d+ seconds/);
  await expect(alert).toHaveText(/^Too many failed attempts\. Please try again in \d+ seconds\.$/);
  await expect(hint).toHaveCount(0);
  const stored = await gateStorage(page);
  expect(stored.attempts).toBe('5');
  expect(Number(stored.lockoutUntil)).toBeGreaterThan(Date.now() + 25_000);

  // The countdown is live, in whole seconds, in the button, the line and the panel alike.
  await expect(button).toHaveText(/^Locked \((2[0-8])s\)$/);
  const seconds = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
  await expect(alert).toHaveText(t.lockoutLine(seconds));
  await expect(lockoutPanel).toContainText(t.lockoutText(seconds));

  // While locked, submits are ignored: nothing reaches the server.
  const callsBefore = verifyCalls;
  await field.fill(system.accessCode);
  await field.press('Enter');
  await page.waitForTimeout(500);
  expect(verifyCalls).toBe(callsBefore);

  // A reload restores the lockout from storage.
  await page.reload();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(/^Locked \(\d+s\)$/);
  await expect(lockoutPanel).toBeVisible();

  // Cleared storage lifts the browser's lockout, not the server's: even the right code is refused.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(button).toHaveText(t.submit);
  await submit(system.accessCode);
  await expect(button).toBeDisabled();
  await expect(lockoutPanel).toBeVisible();
  await expect(page).toHaveURL(/\/access$/);
  expect((await gateStorage(page)).status).toBeNull();
});
