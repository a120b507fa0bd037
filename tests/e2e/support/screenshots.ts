import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoSidewaysScroll } from './layout.ts';

/**
 * A picture at 1280 and at 375 px wide, attached to the report, after checking the page does not
 * scroll sideways: the whole page, or only the screen (a dialog open over it). `show` is
 * scrolled into view first (a part of a dialog that scrolls on its own).
 */
export async function screenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean; show?: Locator } = {},
): Promise<void> {
  const fullPage = options.fullPage ?? true;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (fullPage) await expectNoSidewaysScroll(page);
    await options.show?.scrollIntoViewIfNeeded();
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage, animations: 'disabled' });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
