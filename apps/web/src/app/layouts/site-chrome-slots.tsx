import { createContext, useContext, type ComponentType } from 'react';
import { useMatches } from 'react-router-dom';

/**
 * A layout's header and footer, which the root layout draws before and after its one `<main>`
 * (the page's banner and contentinfo landmarks) when a matched route's handle names them:
 * `handle: { chrome }`. Drawn in place, not portalled, so the server's HTML has them too.
 */
export interface SiteChrome {
  Header: ComponentType;
  Footer: ComponentType;
}

/** The chrome of the deepest matched route that has one, or null. */
export function useRouteChrome(): SiteChrome | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as { chrome?: SiteChrome } | undefined;
    if (handle?.chrome) return handle.chrome;
  }
  return null;
}

/**
 * Where a client-only layout (the dashboard) portals its top bar and footer: elements the root
 * layout renders before and after its one `<main>`, so they become the page's banner and
 * contentinfo landmarks while every page keeps the same `main#main-content`. Null until the root
 * layout has mounted.
 */
export interface SiteChromeSlots {
  header: HTMLElement | null;
  footer: HTMLElement | null;
}

export const SiteChromeSlotsContext = createContext<SiteChromeSlots>({
  header: null,
  footer: null,
});

export function useSiteChromeSlots(): SiteChromeSlots {
  return useContext(SiteChromeSlotsContext);
}
