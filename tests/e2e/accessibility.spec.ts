import AxeBuilder from '@axe-core/playwright';
import { expect, test as open, type Page } from '@playwright/test';
import { contentPageList, otherPublicPaths } from './support/public-pages.ts';
import { test } from './support/verified-browser.ts';

// axe-core on every public page: no serious or critical violation of WCAG 2.1 A and AA.
// The site's pages are checked in a browser that passed the access gate; the launch page and the
// gate itself in a fresh one (a verified browser is redirected away from /access).

async function seriousViolations(page: Page) {
  // Loaded: the page's heading is there and no navigation is pending.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

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
