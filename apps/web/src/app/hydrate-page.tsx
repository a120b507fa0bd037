import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { preloadSections } from '../components/lazy-section';
import { claimServerRender } from '../lib/server-render/server-render-data';
import { appElement } from './app-element';
import { createRouter } from './router';
import { appRoutes, loadLaterRoutes } from './routes';

/**
 * Takes over a page the server rendered (docs/decisions/0044-server-rendering.md), in its own
 * chunk (the page is already on screen, and the home page's first-load budget has no room for it):
 * the same route table the server used, the page's lazy route modules loaded before the router is
 * made, and the server's loader data, so the first render is the server's (no loading screen in
 * between, nothing to mismatch). False when the page's data block cannot be read.
 */
export async function hydratePage(container: HTMLElement): Promise<boolean> {
  const rendered = claimServerRender();
  if (!rendered) return false;
  const base = appRoutes();
  const url = window.location;
  // Only a page among the later routes needs their tables: on its own the base table matches it
  // with the site's `*` route.
  const needsLater = matchRoutes(base, url)?.at(-1)?.route.path === '*';
  const routes = needsLater ? appRoutes(await loadLaterRoutes()) : base;
  const lazyMatches = (matchRoutes(routes, url) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  // The page's code-split sections too: one still loading when React reaches it would be drawn
  // again from scratch by the first update after the takeover (the session known, say).
  await preloadSections();
  // In a transition React hydrates in slices and lets the browser in between (input, paint), where
  // a plain hydrateRoot is one long task: on a phone that task was most of the page's blocking time.
  // A click meanwhile is not lost: React hydrates what was clicked first, then replays the event.
  const element = appElement(createRouter(routes, needsLater, rendered.router));
  startTransition(() => {
    hydrateRoot(container, element);
  });
  return true;
}
