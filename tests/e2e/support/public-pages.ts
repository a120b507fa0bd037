import { contentPages, helpMenus } from '@matchbazaar/contracts';

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
