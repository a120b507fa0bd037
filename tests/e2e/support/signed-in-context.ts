import { expect, type Browser } from '@playwright/test';
import { signInThroughUi, verifiedAccount } from './accounts.ts';
import { bearerOf } from './catalogue.ts';
import { verifiedBrowserState } from './verified-browser.ts';

/**
 * A browser of its own for one person: a new verified account that buys or sells (its e-mail
 * named after `label`), signed in through the sign-in page, with its API bearer for seeding.
 * Specs with two sides (buyer and seller) open one each.
 */
export async function signedInContext(
  browser: Browser,
  origin: string,
  label: string,
  intent: 'buy' | 'sell',
) {
  const context = await browser.newContext({ storageState: verifiedBrowserState });
  const page = await context.newPage();
  const account = await verifiedAccount(page, origin, `${label}-${intent}`, intent);
  await signInThroughUi(page, account);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  return { context, page, account, auth: await bearerOf(page.request, account) };
}
