import type { SearchAction } from '@matchbazaar/contracts';

/** POST /api/v1/search/actions, under the app's API base (same origin unless configured). */
// `env?.`: outside Vite (the unit tests) import.meta has no env.
const actionsUrl = () => `${import.meta.env?.VITE_API_BASE_URL ?? ''}/api/v1/search/actions`;

/** True when the browser took the beacon (a browser may refuse it, or throw on a JSON body). */
function beaconSent(url: string, body: string): boolean {
  try {
    return (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    );
  } catch {
    return false;
  }
}

/**
 * Tells the search analytics (docs/product/search-analytics.md) that a result of a recorded
 * search was opened, saved or asked about. Fire-and-forget: it never waits, never throws, and
 * survives the page being left (a click usually navigates away), by navigator.sendBeacon where
 * the browser takes it, else a keepalive fetch. No token is sent: the search's id is all it needs.
 */
export function reportSearchAction(action: SearchAction): void {
  const url = actionsUrl();
  const body = JSON.stringify(action);
  if (beaconSent(url, body)) return;
  try {
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // No fetch either: one figure is lost, never the user's click.
  }
}
