import { useEffect, useState } from 'react';
import type { Suggestion } from './read-suggestions';

/**
 * Suggestions for what is typed: this browser's recent searches at once, then categories and
 * titles asked 200 ms after the typing stops, from 2 characters on, while the box is open.
 */
export function useSearchSuggestions(query: string, open: boolean): Suggestion[] {
  const [found, setFound] = useState<{ query: string; items: Suggestion[] }>({
    query: '',
    items: [],
  });
  const q = query.trim();
  useEffect(() => {
    // Nothing is loaded or asked until the box has the focus.
    if (!open) return;
    const controller = new AbortController();
    let live = true;
    const timer = setTimeout(
      () =>
        void import('./suggestion-sources').then(async ({ recentFor, fetchSuggestions }) => {
          const recent = recentFor(q);
          if (live) setFound({ query: q, items: recent });
          if (q.length < 2) return;
          // Suggestions are a help, not the search: a failure shows the recent ones only.
          const items = await fetchSuggestions(q, controller.signal).catch(() => null);
          if (live && items) setFound({ query: q, items: [...recent, ...items] });
        }),
      q.length < 2 ? 0 : 200,
    );
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, open]);
  return found.query === q ? found.items : [];
}
