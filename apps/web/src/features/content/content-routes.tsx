import type { RouteObject } from 'react-router-dom';
import { blogPath, contentPaths } from './page-index';

/**
 * This feature's pages, mounted among the site's routes by app/router.tsx: every page of
 * contracts' site-pages index (the support tickets pages excepted) and the blog's posts. They
 * share one lazy layout module; each page's Markdown is its own chunk.
 */
const layout = () => import('./content-page');

export const contentRoutes: RouteObject[] = [
  ...contentPaths.map((path): RouteObject => ({
    path: path.slice(1),
    lazy: () =>
      layout().then((m) => ({ loader: m.contentPageLoader(path), Component: m.ContentPage })),
  })),
  {
    path: `${blogPath.slice(1)}/:slug`,
    lazy: () => layout().then((m) => ({ loader: m.blogPostLoader, Component: m.ContentPage })),
  },
];
