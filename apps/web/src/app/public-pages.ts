import { blogPath, contentPaths } from '../features/content/page-index';

/**
 * The pages the server renders (docs/product/findable-pages.md): home, the marketplace and its
 * taxonomy pages, a listing, a shop, the stores, deals and buyer requests lists, a requirement's
 * public page, the contact page and the content pages (about, legal, help, the blog). Everything
 * else (sign-in, account, posting, saved and recent, the dashboard and admin) is the browser's.
 */
const marketplacePage = new RegExp(
  [
    '^/marketplace(?:',
    '/(?:stores|shop-deals|buyer-requests)',
    '|/(?:listing|shop|requirement|category)/[^/]+',
    // A group or a group's subgroup; the other static paths are never a group.
    '|/(?!(?:saved|recent|browse|seller-offers|listing|shop|requirement|category)(?:/|$))[^/]+(?:/[^/]+)?',
    ')?$',
  ].join(''),
);
const blogPost = new RegExp(`^${blogPath}/[a-z0-9-]+$`);
const contentPages = new Set<string>(contentPaths);

export function isServerRenderedPath(path: string): boolean {
  return (
    path === '/' ||
    path === '/contact' ||
    marketplacePage.test(path) ||
    contentPages.has(path) ||
    blogPost.test(path)
  );
}
