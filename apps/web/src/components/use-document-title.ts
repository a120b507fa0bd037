import { useEffect } from 'react';

const appName = 'MatchBazaar';

/**
 * The title the server wrote for the first page (docs/product/findable-pages.md): it names that
 * page only, so a page that leaves goes back to the site's name instead of it.
 */
const serverTitle = typeof document === 'undefined' ? appName : document.title;

/** Sets the tab title to "<title> · MatchBazaar" while the calling page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const previous = document.title === serverTitle ? appName : document.title;
    document.title = title ? `${title} · ${appName}` : appName;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
