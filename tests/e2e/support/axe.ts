import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Looks this many times before a violation counts (see below). */
const looks = 3;

/**
 * axe-core on the page as it is: serious or critical violations of WCAG 2.1 A and AA. A page still
 * settling (an element fading in has the contrast of its half-way colours; a menu closing is still
 * in the tree) can show what the settled page does not, so violations are looked at again a
 * second later, up to three times: what a page keeps is reported.
 */
export async function seriousViolations(page: Page) {
  let found = await seriousViolationsNow(page);
  for (let look = 1; look < looks && found.length > 0; look++) {
    await page.waitForTimeout(1_000);
    found = await seriousViolationsNow(page);
  }
  return found;
}

async function seriousViolationsNow(page: Page) {
  // Loaded: the page's heading is there and no navigation is pending.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Legacy mode runs axe in the page itself. The default opens a blank page per run to merge the
  // results of cross-origin frames, which our pages do not have; that page cost about 1 s a check.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
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
