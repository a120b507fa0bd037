import { createContext, useContext } from 'react';

/**
 * Where the site layout puts its header and footer: elements the root layout renders before and
 * after its one `<main>`, so they become the page's banner and contentinfo landmarks while every
 * page, site or not, keeps the same `main#main-content`. Null until the root layout has mounted.
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
