import { createContext, useContext, useSyncExternalStore, type ComponentType } from 'react';
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

/**
 * The slots as a store the root layout owns: attaching an element tells the layouts that portal
 * into it, and no one else. Held as the root layout's state it would re-render the whole page, at
 * once, as the server's HTML is taken over (refs attach in the commit): on a phone that render was
 * the longest task of the takeover.
 */
export interface ChromeSlotStore {
  attachHeader: (element: HTMLElement | null) => void;
  attachFooter: (element: HTMLElement | null) => void;
  subscribe: (onChange: () => void) => () => void;
  slots: () => SiteChromeSlots;
}

const noSlots: SiteChromeSlots = { header: null, footer: null };

export function createChromeSlotStore(): ChromeSlotStore {
  let current = noSlots;
  const listeners = new Set<() => void>();
  const attach = (name: keyof SiteChromeSlots) => (element: HTMLElement | null) => {
    if (current[name] === element) return;
    current = { ...current, [name]: element };
    for (const listener of listeners) listener();
  };
  return {
    attachHeader: attach('header'),
    attachFooter: attach('footer'),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    slots: () => current,
  };
}

export const SiteChromeSlotsContext = createContext<ChromeSlotStore | null>(null);

const unchanging = () => () => undefined;
const none = () => noSlots;

export function useSiteChromeSlots(): SiteChromeSlots {
  const store = useContext(SiteChromeSlotsContext);
  return useSyncExternalStore(store?.subscribe ?? unchanging, store?.slots ?? none, none);
}
