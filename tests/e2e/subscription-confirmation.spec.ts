import { messages } from '@matchbazaar/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { watchedTest as test } from './support/console-watch.ts';
import { randomBytes } from 'node:crypto';
import { system } from './support/system.ts';

// The waitlist's double opt-in end to end: the launch page's sign-up, the confirmation mail the
// worker delivers to the mail sink, its confirm link, and its unsubscribe links. The system runs
// before launch and these browsers never pass the gate: the launch page and both link pages are
// open to everyone, like the mail that links to them.

const w = messages.waitlist;

/** What the mail sink's JSON API tells about one received message (apps/mail-sink). */
interface SinkMessage {
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

const uniqueEmail = (label: string) => `e2e-${label}-${randomBytes(4).toString('hex')}@example.com`;

/** Waits for the one mail the sink received for `to` (the worker delivers it from the queue). */
async function mailTo(request: APIRequestContext, to: string): Promise<SinkMessage> {
  let received: SinkMessage[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${system.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`,
        );
        received = (await response.json()) as SinkMessage[];
        return received.length;
      },
      { timeout: 15_000, message: `a confirmation mail to ${to}` },
    )
    .toBeGreaterThan(0);
  expect(received).toHaveLength(1);
  return received[0]!;
}

/** The link in the mail's text part that starts with `base + path`. */
function linkIn(text: string, base: string, path: string): string {
  const match = new RegExp(`${base}${path.replace(/[?/]/g, '\\$&')}\\?token=\\S+`).exec(text);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return match![0];
}

test('signing up on /launch sends a confirmation mail whose links confirm, then unsubscribe', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('signup');

  await page.goto('/launch');
  await page.getByLabel(messages.launchPage.emailLabel).fill(email);
  await page.getByRole('button', { name: messages.subscription.submit }).click();
  await expect(page.getByText(messages.subscription.success)).toBeVisible();

  const mail = await mailTo(page.request, email);
  expect(mail.subject).toBe('Confirm your MatchBazaar launch alerts');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const confirmLink = linkIn(mail.text, baseURL!, '/subscriptions/confirm');
  const unsubscribeLink = linkIn(mail.text, baseURL!, '/subscriptions/unsubscribe');
  expect(mail.html).toContain(confirmLink);

  // The confirm link: the page confirms on its own and says so.
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: w.confirmedTitle })).toBeVisible();
  await expect(page.getByText(w.confirmed)).toBeVisible();
  await expect(page).toHaveTitle(`${w.confirmedTitle} · MatchBazaar`);
  await expect(page.getByRole('link', { name: w.toLaunchPage })).toHaveAttribute('href', '/launch');

  // The unsubscribe link: nothing happens until the button is pressed.
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { level: 1, name: w.unsubscribeTitle })).toBeVisible();
  await page.getByRole('button', { name: w.unsubscribeButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.unsubscribedTitle })).toBeVisible();
  await expect(page.getByText(w.unsubscribed)).toBeVisible();
  await expect(page.getByRole('link', { name: w.toLaunchPage })).toBeFocused();

  // The old confirm link does not sign an unsubscribed address up again.
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: w.confirmFailedTitle })).toBeVisible();
  await expect(page.getByText(w.confirmAfterUnsubscribe)).toBeVisible();
});

test("a mail client's one-click unsubscribe (RFC 8058) works through the web server", async ({
  request,
}) => {
  const email = uniqueEmail('oneclick');
  const signup = await request.post('/api/subscribers', {
    data: { contactType: 'email', email, source: 'launch_page' },
  });
  expect(signup.status()).toBe(200);

  const mail = await mailTo(request, email);
  const target = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(target).toMatch(/\/api\/subscribers\/unsubscribe\?token=/);
  const response = await request.post(target!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: w.unsubscribed });
});

test('a link without its token says what to do instead of failing silently', async ({ page }) => {
  await page.goto('/subscriptions/confirm');
  await expect(page.getByRole('heading', { level: 1, name: w.confirmFailedTitle })).toBeVisible();
  await expect(page.getByText(w.invalidLink)).toBeVisible();

  await page.goto('/subscriptions/unsubscribe?token=1.u.AAAAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: w.unsubscribeButton }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: w.unsubscribeFailedTitle }),
  ).toBeVisible();
  await expect(page.getByText(w.invalidLink)).toBeVisible();
});
