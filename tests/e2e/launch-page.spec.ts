import { messages } from '@matchbazaar/contracts';
import { expect, type Page, type Route } from '@playwright/test';
import { watchedTest as test } from './support/console-watch.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

// The pre-launch landing page (docs/product/launch-page.md). `/launch` shows it in every site mode.
// Tests that need an exact time or a particular server answer stand in for GET /api/launch or
// POST /api/subscribers with page.route; the rest use the real BFF.

const t = messages.launchPage;
const s = messages.subscription;

async function openLaunchPage(page: Page) {
  await page.goto('/launch');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

const countdownTiles = (page: Page) =>
  page.getByRole('timer', { name: t.countdownLabel }).getByRole('listitem');

/** The tiles' texts, e.g. ['01 Days', '02 Hours', '03 Minutes', '04 Seconds']. */
const tilesOf = (days: number, hours: number, minutes: number, seconds: number) =>
  [days, hours, minutes, seconds].map(
    (n, i) => `${String(n).padStart(2, '0')} ${Object.values(t.countdownUnits)[i]}`,
  );

function launchAnswer(page: Page, launchAt: string | null) {
  return page.route('**/api/launch', (route) =>
    route.fulfill({ json: { mode: 'prelaunch', launchAt } }),
  );
}

const emailField = (page: Page) => page.getByRole('textbox', { name: t.emailLabel });
const phoneField = (page: Page) => page.getByRole('textbox', { name: t.phoneLabel });
const submitButton = (page: Page) => page.getByRole('button', { name: s.submit });
// The line under the field is a live region that is always there; only its text comes and goes.
const fieldError = (page: Page) => page.getByRole('alert').filter({ hasText: /\w/ });

test.describe('countdown', () => {
  test('four two-digit tiles, Days to Seconds, ticking every second', async ({ page }) => {
    await openLaunchPage(page);
    await expect(page).toHaveTitle(`${t.title} · MatchBazaar`);

    const tiles = countdownTiles(page);
    await expect(tiles).toHaveText([
      /^\d{2,3} Days$/,
      /^\d{2} Hours$/,
      /^\d{2} Minutes$/,
      /^\d{2} Seconds$/,
    ]);
    const seconds = () => tiles.nth(3).textContent();
    const first = await seconds();
    await expect.poll(seconds, { timeout: 2_500 }).not.toBe(first);
  });

  test('counts down to the launch time the server gives, second by second', async ({ page }) => {
    const launchAt = new Date('2031-05-10T12:00:00Z');
    const shownAt = launchAt.getTime() - ((1 * 24 + 2) * 3_600 + 3 * 60 + 4) * 1_000;
    await launchAnswer(page, launchAt.toISOString());
    // Paused before the page opens: a slow first paint cannot carry the clock past shownAt.
    await page.clock.install({ time: shownAt - 5_000 });
    await page.clock.pauseAt(shownAt);
    await openLaunchPage(page);

    await expect(countdownTiles(page)).toHaveText(tilesOf(1, 2, 3, 4));
    await page.clock.runFor(1_000);
    await expect(countdownTiles(page)).toHaveText(tilesOf(1, 2, 3, 3));
  });

  test('shows all zeros once the launch time has passed', async ({ page }) => {
    await launchAnswer(page, '2020-01-01T00:00:00Z');
    await openLaunchPage(page);
    await expect(countdownTiles(page)).toHaveText(tilesOf(0, 0, 0, 0));
  });

  test.describe('without a configured time', () => {
    test.use({ timezoneId: 'America/New_York' });

    test("targets 22 September 00:00 in the visitor's own time", async ({ page }) => {
      await launchAnswer(page, null);
      // Noon in New York on 21 September: twelve hours to go.
      const noon = new Date('2030-09-21T12:00:00-04:00').getTime();
      await page.clock.install({ time: noon - 5_000 });
      await page.clock.pauseAt(noon);
      await openLaunchPage(page);
      await expect(countdownTiles(page)).toHaveText(tilesOf(0, 12, 0, 0));
    });
  });
});

test('the marketing blocks and the footer', async ({ page }) => {
  await openLaunchPage(page);
  for (const { title } of Object.values(t.features)) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }

  const footer = page.locator('footer');
  const s = messages.social;
  for (const name of [s.x, s.facebook, s.instagram]) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByRole('link', { name: t.terms })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: t.privacy })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: t.contact })).toHaveAttribute('href', '/contact');
  await expect(footer.getByText(messages.common.copyright(new Date().getFullYear()))).toBeVisible();
});

test.describe('early-access sign-up', () => {
  test('the toggle switches between email and phone and clears the error', async ({ page }) => {
    await openLaunchPage(page);
    await expect(emailField(page)).toHaveAttribute('type', 'email');

    await emailField(page).fill('not-an-email');
    await submitButton(page).click();
    await expect(fieldError(page)).toHaveText(s.invalidEmail);

    await page.getByRole('button', { name: s.usePhone }).click();
    await expect(phoneField(page)).toHaveAttribute('type', 'tel');
    await expect(emailField(page)).toHaveCount(0);
    await expect(fieldError(page)).toHaveCount(0);

    await phoneField(page).fill('555123');
    await submitButton(page).click();
    await expect(fieldError(page)).toHaveText(s.invalidPhone);

    // The Email/Phone buttons do the same as the link.
    await page.getByRole('button', { name: t.email, exact: true }).click();
    await expect(emailField(page)).toBeVisible();
    await expect(fieldError(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: s.usePhone })).toBeVisible();
  });

  test('the validation messages of section 5 show in red under the field', async ({ page }) => {
    await openLaunchPage(page);
    await submitButton(page).click();
    await expect(fieldError(page)).toHaveText(s.invalidEmail);
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toBeFocused();

    for (const bad of ['ada@example', 'ada example@mail.com', '@example.com']) {
      await emailField(page).fill(bad);
      await submitButton(page).click();
      await expect(fieldError(page)).toHaveText(s.invalidEmail);
    }
    await expect(fieldError(page)).toHaveCSS('color', 'rgb(211, 47, 47)');

    await page.getByRole('button', { name: s.usePhone }).click();
    await phoneField(page).fill('555-123-456');
    await submitButton(page).click();
    await expect(fieldError(page)).toHaveText(s.invalidPhone);
  });

  test('the phone is formatted while typing', async ({ page }) => {
    await openLaunchPage(page);
    await page.getByRole('button', { name: s.usePhone }).click();
    const phone = phoneField(page);

    const typed: Array<[string, string]> = [
      ['555', '555'],
      ['5551', '555-1'],
      ['555123', '555-123'],
      ['5551234', '555-123-4'],
      ['5551234567', '555-123-4567'],
    ];
    for (const [keys, shown] of typed) {
      await phone.fill('');
      await phone.pressSequentially(keys);
      await expect(phone).toHaveValue(shown);
    }
    await phone.fill('');
    await phone.pressSequentially('15551234567');
    await expect(phone).toHaveValue('+1 555-123-4567');
    // Digits beyond the eleventh are not taken.
    await phone.pressSequentially('89');
    await expect(phone).toHaveValue('+1 555-123-4567');
  });

  test("shows 'Submitting...' with everything disabled, then the server's message; the phone is sent as digits", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const requested = new Promise<Route>((resolve) => {
      void page.route('**/api/subscribers', (route) => {
        resolve(route);
        return new Promise<void>((done) => (release = done)).then(() =>
          route.fulfill({ status: 201, json: { message: 'Check your phone for a code.' } }),
        );
      });
    });
    await openLaunchPage(page);
    await page.getByRole('button', { name: s.usePhone }).click();
    await phoneField(page).pressSequentially('15551234567');
    await submitButton(page).click();

    const route = await requested;
    expect(route.request().postDataJSON()).toEqual({
      contactType: 'phone',
      phone: '15551234567',
      source: 'launch_page',
    });
    await expect(page.getByRole('button', { name: s.submitting })).toBeDisabled();
    await expect(phoneField(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: s.useEmail })).toBeDisabled();

    release();
    await expect(page.getByRole('status')).toHaveText('Check your phone for a code.');
    await page.getByRole('button', { name: s.subscribeAnother }).click();
    await expect(phoneField(page)).toHaveValue('');
    await expect(phoneField(page)).toBeFocused();
  });

  test("a refusal shows the server's message, or 'Failed to submit subscription'", async ({
    page,
  }) => {
    const answers = [
      { status: 429, json: { success: false, message: 'Slow down, please.', errors: [] } },
      { status: 500, body: 'Internal Server Error' },
    ];
    await page.route('**/api/subscribers', (route) => route.fulfill(answers.shift()));
    await openLaunchPage(page);

    await emailField(page).fill('ada@example.com');
    await submitButton(page).click();
    await expect(fieldError(page)).toHaveText('Slow down, please.');
    await expect(emailField(page)).toHaveValue('ada@example.com');

    await submitButton(page).click();
    await expect(fieldError(page)).toHaveText(s.failed);
  });

  test('a network failure shows its own message', async ({ page }) => {
    await page.route('**/api/subscribers', (route) => route.abort('internetdisconnected'));
    await openLaunchPage(page);
    await emailField(page).fill('ada@example.com');
    await submitButton(page).click();
    await expect(fieldError(page)).toHaveText(/\w/);
    await expect(submitButton(page)).toBeEnabled();
  });

  test('a real sign-up shows the success view; subscribing another returns to the form', async ({
    page,
  }) => {
    await openLaunchPage(page);
    const email = `launch-e2e-${Date.now()}@example.com`;
    await emailField(page).fill(email);
    const response = page.waitForResponse('**/api/subscribers');
    await submitButton(page).click();

    const answer = await response;
    expect(answer.ok()).toBe(true);
    expect(answer.request().postDataJSON()).toEqual({
      contactType: 'email',
      email,
      source: 'launch_page',
    });
    const body = (await answer.json()) as { message?: string };
    await expect(page.getByRole('status')).toHaveText(body.message || s.landingSuccess);
    await expect(emailField(page)).toHaveCount(0);

    await page.getByRole('button', { name: s.subscribeAnother }).click();
    await expect(emailField(page)).toHaveValue('');
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('hidden admin entry', () => {
  const logo = (page: Page) => page.getByRole('button', { name: t.homeLabel });
  const adminLink = (page: Page) =>
    page.getByRole('link', { name: messages.accessGate.adminAccess });

  // The page's clock stands still between clicks (it moves only by runFor), so a slow click on a
  // loaded machine cannot let the 2 seconds run out.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
  });

  test("3 clicks on the logo show 'Admin Access', which leads to /access", async ({ page }) => {
    await openLaunchPage(page);
    await logo(page).click();
    await logo(page).click();
    await expect(adminLink(page)).toHaveCount(0);
    await logo(page).click();

    await expect(adminLink(page)).toBeVisible();
    await adminLink(page).click();
    await expect(page).toHaveURL(/\/access$/);
    await expect(
      page.getByRole('heading', { level: 1, name: messages.accessGate.heading }),
    ).toBeVisible();
  });

  test('the click count goes back to 0 after 2 seconds', async ({ page }) => {
    await openLaunchPage(page);
    await logo(page).click();
    await logo(page).click();
    await page.clock.runFor(2_300);
    await logo(page).click();
    await expect(adminLink(page)).toHaveCount(0);

    // Counting from 0 again: two more clicks make three.
    await logo(page).click();
    await logo(page).click();
    await expect(adminLink(page)).toBeVisible();
  });
});

test('at 360 px wide nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLaunchPage(page);
  await expect(countdownTiles(page)).toHaveText([/\d/, /\d/, /\d/, /\d/]);
  // With an error under the field as well.
  await submitButton(page).click();
  await expect(fieldError(page)).toHaveText(s.invalidEmail);

  await expectNoSidewaysScroll(page);
});
