import { contentPages, helpMenus, type SitePage } from '@matchbazaar/contracts';

/**
 * What the content feature serves, read from contracts' site-pages index (the header and footer
 * read the same one). Pure, so the route table and the specs can use it without the Markdown.
 */

export interface IndexedPage extends SitePage {
  /** Pages listed under this one as cards (a menu's sections, a section's pages). */
  children: readonly SitePage[];
}

/** The support tickets pages are the support-tickets feature's (its own routes and screens). */
const servedElsewhere = /^\/support\/tickets\/./;

const pages = new Map<string, IndexedPage>();
for (const page of Object.values(contentPages)) pages.set(page.path, { ...page, children: [] });
for (const menu of helpMenus) {
  pages.set(menu.path, { ...menu, children: menu.sections });
  for (const section of menu.sections) {
    pages.set(section.path, { ...section, children: section.pages });
    for (const page of section.pages) pages.set(page.path, { ...page, children: [] });
  }
}

export const blogPath = contentPages.blog.path;

/** Pages of other features that content pages link to as related pages. */
const linkedPages: readonly SitePage[] = [
  {
    path: '/contact',
    title: 'Contact Us',
    summary: 'Send a message to our support team and get a reply within one business day.',
  },
];

/** A page a content page may list as related: indexed here, or one of `linkedPages`. */
export function findLinkablePage(path: string): SitePage | undefined {
  return pages.get(path) ?? linkedPages.find((page) => page.path === path);
}

export function findIndexedPage(path: string): IndexedPage | undefined {
  return pages.get(path);
}

/** Every path this feature renders (not blog posts, whose route has a parameter). */
export const contentPaths: readonly string[] = [...pages.keys()].filter(
  (path) => !servedElsewhere.test(path),
);

export interface Crumb {
  path: string;
  title: string;
}

/** The indexed pages above `path`, outermost first ('/help' is no page, so it is skipped). */
export function ancestorsOf(path: string): Crumb[] {
  const parts = path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i < parts.length; i++) {
    const page = pages.get(`/${parts.slice(0, i).join('/')}`);
    if (page) crumbs.push({ path: page.path, title: page.title });
  }
  return crumbs;
}
