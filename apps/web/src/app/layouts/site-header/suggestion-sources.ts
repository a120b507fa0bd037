import { api } from '../../../lib/session/api';
import { recentSearches } from '../../../lib/recent-searches';
import { browseHref } from './nav-items';
import { readSuggestions, type Suggestion } from './read-suggestions';

/**
 * Where the header's suggestions come from, loaded as a chunk of its own on the first keystroke or
 * focus: every page's first code carries the header, and the home page's budget has no bytes
 * to spare.
 */

/** This browser's recent searches that begin with what is typed (all of them for nothing typed). */
export function recentFor(q: string): Suggestion[] {
  const typed = q.toLowerCase();
  return recentSearches()
    .filter((recent) => recent.toLowerCase().startsWith(typed) && recent.toLowerCase() !== typed)
    .slice(0, 3)
    .map((recent) => ({
      key: `recent:${recent}`,
      label: recent,
      kind: 'recent' as const,
      path: browseHref(recent),
    }));
}

/** GET /api/v1/search/suggest: categories and titles for what is typed. */
export function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestion[] | null> {
  return api.call(
    { path: `/api/v1/search/suggest?q=${encodeURIComponent(q.slice(0, 100))}`, signal },
    (body) => readSuggestions(body.data),
  );
}
