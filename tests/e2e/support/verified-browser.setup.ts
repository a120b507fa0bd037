import { siteAccessCookie, storageKeys } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { postAccessCode } from './access-code.ts';
import { watchedTest as setup } from './console-watch.ts';
import { system } from './system.ts';
import { verifiedBrowserState } from './verified-browser.ts';

// Runs once, before every spec (the `setup` project): the specs that need the site reuse this
// state instead of submitting the code themselves, so they never meet a lockout of the gate specs.
setup('pass the access gate once and save the browser state', async ({ page }) => {
  await page.goto('/launch'); // any page: the storage below belongs to the web app's origin

  const response = await postAccessCode(page.request, system.accessCode);
  expect(response.status()).toBe(200);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain(siteAccessCookie);

  await page.evaluate(
    (keys) => {
      localStorage.setItem(keys.gateStatus, 'verified');
      localStorage.setItem(keys.siteVerification, 'verified');
    },
    { gateStatus: storageKeys.gateStatus, siteVerification: storageKeys.siteVerification },
  );
  await page.context().storageState({ path: verifiedBrowserState });
});
