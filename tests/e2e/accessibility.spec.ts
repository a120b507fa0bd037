import { devices, expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { watchContext, watchedTest as open } from './support/console-watch.ts';
import { contentPageList, otherPublicPaths } from './support/public-pages.ts';
import { system } from './support/system.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// axe-core on every public page: no serious or critical violation of WCAG 2.1 A and AA.
// The site's pages are checked in a browser that passed the access gate; the launch page and the
// gate itself in a fresh one (a verified browser is redirected away from /access).

const sitePaths = [...otherPublicPaths, ...contentPageList.map((p) => p.path), '/404', '/500'];

/**
 * The site's pages share one browser per worker, as a visitor going from page to page: the app's
 * code is fetched and compiled once rather than in a cold browser for each of some 60 pages, which
 * cost more than axe itself on a loaded machine. Each page is still loaded afresh and checked
 * alike, and what it logs is still reported with its own test.
 */
const site = test.extend<object, { sitePage: Page }>({
  sitePage: [
    async ({ browser }, use) => {
      const { defaultBrowserType: _browserType, ...desktop } = devices['Desktop Chrome'];
      const context = await browser.newContext({
        ...desktop,
        baseURL: system.webUrl,
        storageState: verifiedBrowserState,
      });
      watchContext(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const path of sitePaths) {
  site(`${path} has no serious or critical accessibility violations`, async ({ sitePage }) => {
    await sitePage.goto(path);
    expect(await seriousViolations(sitePage)).toEqual([]);
  });
}

for (const path of ['/launch', '/access']) {
  open(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
