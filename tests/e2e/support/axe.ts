import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Looks this many times before a violation counts (see below). */
const looks = 3;

/** The WCAG 2.1 A and AA rules, as AxeBuilder's withTags named them. */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/**
 * axe-core's minified build, read once per worker. AxeBuilder sent the unminified source (1.5 MB)
 * into the page twice for every check; under load that injection took longer than the rules
 * themselves. The same axe-core version and rules: only the way in changed.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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

/**
 * Puts axe-core into every frame of the page that does not hold it yet (a document keeps it until
 * it navigates, so a second look reuses it), configured as AxeBuilder's legacy mode did. A frame
 * that goes away meanwhile is skipped, as AxeBuilder skipped it.
 */
async function injectAxe(page: Page) {
  const injectInto = async (frame: Frame) => {
    const present = await frame.evaluate(() => 'axe' in window);
    if (present) return;
    await frame.evaluate(axeSource);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  };
  await injectInto(page.mainFrame());
  for (const frame of page.frames().slice(1)) await injectInto(frame).catch(() => undefined);
}

async function seriousViolationsNow(page: Page) {
  // Loaded: the page's heading is there and no navigation is pending.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Run in the page itself (AxeBuilder's legacy mode): our pages have no cross-origin frames to
  // merge results from. Only the violations come back; the passes are not read.
  await injectAxe(page);
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results: AxeResults = await axe.run({ exclude: [], include: [] }, runOptions);
    return results.violations;
  }, options);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
