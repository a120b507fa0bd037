import { messages, storageKeys } from '@matchbazaar/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { system } from './system.ts';

/**
 * Accounts for end-to-end specs: unique addresses, the mails the worker delivers to the sink, the
 * links in them, and accounts made ready to sign in (registered and verified through the real
 * API and the real verification mail).
 */

/** What the mail sink's JSON API tells about one received message (apps/mail-sink). */
export interface SinkMessage {
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${randomBytes(4).toString('hex')}@example.com`;

/** A password no common-password list holds, different on every run. */
export const uniquePassword = () => `Bazaar-${randomBytes(6).toString('hex')}!`;

/** Waits for the newest mail to `to` whose subject matches (the worker delivers from a queue). */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  /** Wait until at least this many such mails arrived (a resend after the first), then the newest. */
  options: { count?: number } = {},
): Promise<SinkMessage> {
  const count = options.count ?? 1;
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${system.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`,
        );
        // Newest first.
        const matching = ((await response.json()) as SinkMessage[]).filter((m) =>
          subject.test(m.subject),
        );
        found = matching.length >= count ? matching[0] : undefined;
        return found !== undefined;
      },
      {
        timeout: 20_000,
        message: `${count} mail(s) to ${to} with a subject like ${String(subject)}`,
      },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text part that starts with `origin + path`. */
export function linkIn(mail: SinkMessage, origin: string, path: string): string {
  const escaped = `${origin}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S*`).exec(mail.text);
  expect(match, `a ${path} link in "${mail.subject}"`).not.toBeNull();
  return match![0];
}

export const subjects = {
  verify: /^Verify your email address/,
  reset: /^Reset your .* password/,
};

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(label: string): Account {
  return {
    firstName: 'Asha',
    lastName: `Tester ${randomBytes(2).toString('hex')}`,
    email: uniqueEmail(label),
    password: uniquePassword(),
  };
}

/**
 * Registers through the API (the page's request context carries the access-gate cookie) as a
 * buyer (`buy`) or a seller (`sell`).
 */
export async function registerThroughApi(
  request: APIRequestContext,
  account: Account,
  intent: 'buy' | 'sell' = 'buy',
): Promise<void> {
  const response = await request.post('/api/v1/auth/register', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      intent,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  expect(await response.json()).toEqual({ success: true, message: messages.accounts.registered });
}

/** Verifies the address with the token from its verification mail, through the API. */
export async function verifyThroughMail(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<void> {
  const mail = await mailTo(request, email, subjects.verify);
  const link = new URL(linkIn(mail, origin, '/auth/verify-email'));
  const response = await request.post('/api/v1/auth/verify-contact', {
    data: { type: 'email', token: link.searchParams.get('token'), email },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A registered, verified account, ready to sign in. */
export async function verifiedAccount(
  page: Page,
  origin: string,
  label: string,
  intent: 'buy' | 'sell' = 'buy',
): Promise<Account> {
  const account = newAccount(label);
  await registerThroughApi(page.request, account, intent);
  await verifyThroughMail(page.request, origin, account.email);
  return account;
}

/**
 * A form field by the start of its label: a required field's label ends in an asterisk, and
 * "Password" must not also find the "Show password" toggle.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/**
 * Signs in through the Sign In form at `path` (default /auth/login; '' for the page already open),
 * or through Admin Login's.
 */
export async function signInThroughUi(
  page: Page,
  account: Account,
  path = '/auth/login',
  submit: string = messages.auth.login.submit,
) {
  if (path) await page.goto(path);
  await field(page, messages.auth.emailLabel).fill(account.email);
  await field(page, messages.auth.passwordLabel).fill(account.password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/** Marks a context whose stored session was seeded once (a later sign-out must stay signed out). */
const seededMarker = 'e2e.session-seeded';

/**
 * Signs in through the API for specs whose subject is not the sign-in form (auth.spec, session.spec
 * and the admin landing tests walk the form): the refresh cookie lands in the page's context (its
 * request shares the cookie jar) and the stored user and token the app trusts on load
 * (docs/product/accounts.md) are written before the context's first page script runs, once, so a
 * sign-out in the test stays a sign-out. Opens no page: the caller goes where the test starts.
 * About 2 s cheaper than the form on the 2-core machine, which loads the sign-in page and then the
 * dashboard it lands on. Returns the bearer header for seeding through the API.
 */
export async function signInThroughApi(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  as: 'member' | 'admin' = 'member',
): Promise<Record<string, string>> {
  const path = as === 'admin' ? '/api/v1/auth/admin/login' : '/api/v1/auth/login';
  const login = await page.request.post(path, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as {
    data: { user: unknown; accessToken?: string; token?: string };
  };
  const token = data.accessToken ?? data.token;
  expect(token, 'an access token in the sign-in answer').toBeTruthy();
  await page.context().addInitScript(
    ({ keys, marker, user, token, now }) => {
      try {
        if (localStorage.getItem(marker)) return;
        localStorage.setItem(marker, 'yes');
        localStorage.setItem(keys.user, JSON.stringify(user));
        localStorage.setItem(keys.authToken, token);
        localStorage.setItem(keys.lastAuthTime, String(now));
      } catch {
        // a frame without storage (about:blank): nothing to seed
      }
    },
    {
      keys: storageKeys,
      marker: seededMarker,
      user: data.user,
      token: token!,
      now: Date.now(),
    },
  );
  return { Authorization: `Bearer ${token}` };
}
