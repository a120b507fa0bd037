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
 * Waits until the app has taken over a page the server rendered (docs/decisions/0044): the site's
 * header is drawn by the browser alone (the layout portals it in once mounted), so once it shows,
 * the page's own handlers are attached. Before that a click on a page's control is the plain
 * HTML's: a link jumps, a button does nothing.
 */
export async function waitForTheApp(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
}
