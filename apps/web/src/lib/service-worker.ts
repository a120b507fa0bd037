// Registering /sw.js (built by server/pwa-build.ts; features/pwa and the push settings use it) and following its updates. Production builds
// only: the Vite dev server has no /sw.js.

export const serviceWorkerAvailable = () =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let registering: Promise<ServiceWorkerRegistration> | undefined;

/**
 * The app's registration: the one this browser has (the browser checks it for a new version on
 * navigations by itself), else a new one (settings' push needs it even before the agent ran).
 */
export function ensureRegistration(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.getRegistration('/').then(
    (existing) =>
      existing ??
      navigator.serviceWorker.register('/sw.js', {
        scope: '/',
        // The worker's script is always checked against the server, never the HTTP cache.
        updateViaCache: 'none',
      }),
  );
  return registering;
}

/**
 * Calls `onWaiting` with a new version once it has installed and waits beside the one that controls
 * this page (a first install has nothing to replace and is not an update).
 */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  onWaiting: (waiting: ServiceWorker) => void,
): void {
  const controlled = () => navigator.serviceWorker.controller !== null;
  const follow = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && controlled()) onWaiting(installing);
    });
  if (registration.waiting && controlled()) onWaiting(registration.waiting);
  // A version already installing when the page started (its updatefound came before this ran).
  else follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  // A long-open tab (a seller's dashboard) looks for a new version when it comes back into view.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < 60 * 60 * 1000) return;
    lastCheck = Date.now();
    void registration.update().catch(() => undefined);
  });
}

/** The user accepted the update: the waiting version takes over, then the page reloads into it. */
export function applyUpdate(waiting: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'skip-waiting' });
}
