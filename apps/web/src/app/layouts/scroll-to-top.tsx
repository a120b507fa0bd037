import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every navigation starts at the top of the page (docs/product/site.md). Keyed on the location key,
 * not the path: a link that redirects back to the same path (e.g. `/` -> `/404`) is still a new
 * page. A URL hash is left to the page, which scrolls to that section itself.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();

  useLayoutEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, hash]);

  return null;
}
