import { contentPages, helpMenus } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * Every public page of the open site (docs/product/site.md): the content pages with the title their
 * h1 shows, and the home and contact pages (their headings are their features' own).
 * The support tickets pages are left out: they ask visitors to sign in.
 */
export const contentPageList: ReadonlyArray<{ path: string; title: string }> = [
  ...Object.values(contentPages),
  ...helpMenus.flatMap((menu) => [
    menu,
    ...menu.sections.flatMap((section) => [
      section,
      ...section.pages.filter((page) => !page.path.startsWith('/support/tickets/')),
    ]),
  ]),
].map(({ path, title }) => ({ path, title }));

export const otherPublicPaths = ['/', '/contact'] as const;

/**
 * Waits until the app has taken over the page (docs/decisions/0044): its first commit marks
 * `html[data-app="ready"]`. A press before that is held and replayed by the app
 * (lib/server-render/early-input.ts), so a test that acts at once still works; waiting keeps each
 * test about what it names.
 */
export async function waitForTheApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}
