import { expect, type Page } from '@playwright/test';

/**
 * Nothing sticks out sideways: the page is no wider than the window's content area. Polled, as a
 * page settles after a load or a resize (the dashboard's sidebar animates to its phone rail, and a
 * layout chosen by a media query changes after the first paint); what still scrolls after the
 * expect timeout is a real overflow.
 */
export async function expectNoSidewaysScroll(page: Page, message?: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: message ?? 'the page scrolls sideways' },
    )
    .toBeLessThanOrEqual(0);
}
