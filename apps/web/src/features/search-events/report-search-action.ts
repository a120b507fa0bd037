import type { SearchAction } from '@matchbazaar/contracts';

/** POST /api/v1/search/actions, under the app's API base (same origin unless configured). */
const actionsUrl = () => `${import.meta.env.VITE_API_BASE_URL ?? ''}/api/v1/search/actions`;

/**
 * Tells the search analytics (docs/product/search-analytics.md) that a result of a recorded
 * search was opened, saved or asked about. Fire-and-forget: it never waits, never throws, and
 * survives the page being left (a click usually navigates away), by navigator.sendBeacon where
 * the browser has it, else a keepalive fetch. No token is sent: the search's id is all it needs.
 */
export function reportSearchAction(action: SearchAction): void {
  try {
    const body = JSON.stringify(action);
    const url = actionsUrl();
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    )
      return;
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // A browser refusing the beacon (or the body) loses one figure, never the user's click.
  }
}
