import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { watchedTest as open } from './support/console-watch.ts';
import { contentPageList, otherPublicPaths } from './support/public-pages.ts';
import { test } from './support/verified-browser.ts';

// axe-core on every public page: no serious or critical violation of WCAG 2.1 A and AA.
// The site's pages are checked in a browser that passed the access gate; the launch page and the
// gate itself in a fresh one (a verified browser is redirected away from /access).

const sitePaths = [...otherPublicPaths, ...contentPageList.map((p) => p.path), '/404', '/500'];

for (const path of sitePaths) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of ['/launch', '/access']) {
  open(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
