import { createApiClient } from '@matchbazaar/api-client';
import { storageKeys, type AuthData } from '@matchbazaar/contracts';
import { readLocal } from '../local-storage';
import { forgetSiteVerification } from '../site-verification';

/**
 * The app's one api client (docs/product/api.md). The access token is read from storage on every
 * call; the refresh token is the httpOnly cookie. What a refresh means for the session (new token,
 * or signed out) is the SessionProvider's business: it connects itself with `connectSession`.
 */

interface SessionHooks {
  refreshed: (data: AuthData) => void;
  signedOut: () => void;
}

let hooks: SessionHooks | null = null;

/** The SessionProvider's hook-up; returns the disconnect. */
export function connectSession(next: SessionHooks): () => void {
  hooks = next;
  return () => {
    if (hooks === next) hooks = null;
  };
}

export const api = createApiClient({
  // Same origin by default: Vite's dev server and the production server proxy /api to the BFF.
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getAccessToken: () => readLocal(storageKeys.authToken),
  onSessionRefreshed: (data) => hooks?.refreshed(data),
  onSignedOut: () => {
    if (hooks) hooks.signedOut();
    // Without a provider (it never mounts outside the app): the session's destination all the same
    // (docs/product/accounts.md).
    // (never on the server, where a page renders anonymously).
    else if (typeof window !== 'undefined') window.location.assign('/auth/login');
  },
  // Before launch, the server's word on the gate's pass wins: the launch page shows again.
  onAccessRequired: forgetSiteVerification,
  exclusive: oneTabAtATime,
});

/**
 * Runs `work` while no other tab holds the app's refresh lock (Web Locks); where the API is
 * missing (a page not served over https or from localhost), just runs it.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('matchbazaar-session-refresh', work) : work();
}
