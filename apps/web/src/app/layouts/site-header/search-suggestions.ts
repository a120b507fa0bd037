import { useEffect, useState } from 'react';
import { api } from '../../../lib/session/api';
import { readSuggestions, type Suggestion } from './read-suggestions';

/** Suggestions for what is typed: asked 200 ms after the typing stops, from 2 characters on. */
export function useSearchSuggestions(query: string): Suggestion[] {
  const [found, setFound] = useState<{ query: string; items: Suggestion[] }>({
    query: '',
    items: [],
  });
  const q = query.trim();
  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .call(
          {
            path: `/api/v1/search/suggest?q=${encodeURIComponent(q.slice(0, 100))}`,
            signal: controller.signal,
          },
          (body) => readSuggestions(body.data),
        )
        .then((items) => setFound({ query: q, items }))
        // Suggestions are a help, not the search: a failure shows none.
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return q.length >= 2 && found.query === q ? found.items : [];
}
