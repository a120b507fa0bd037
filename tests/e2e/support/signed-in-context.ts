import type { Browser } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './accounts.ts';
import { verifiedBrowserState } from './verified-browser.ts';

/**
 * A browser of its own for one person: a new verified account that buys or sells (its e-mail
 * named after `label`), signed in through the API (the sign-in form has specs of its own), with
 * its API bearer for seeding. No page is open yet: the spec goes where its journey starts.
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
  const auth = await signInThroughApi(page, account);
  return { context, page, account, auth };
}
