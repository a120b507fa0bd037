// The service worker, built by vite.config.ts's pwa plugin (server/pwa-build.ts) into /sw.js with
// the build's version and app-shell files. docs/product/installable-app.md says what it does.
import { readPushPayload, windowForClick } from './push-payload';
import { cacheName, offlinePath, strategyFor, type ShellManifest } from './precache';
import type { ServiceWorkerScope } from './worker-scope';

/** The build's shell, as JSON text (server/pwa-build.ts). */
declare const __PWA_SHELL__: string;

const worker = self as unknown as ServiceWorkerScope;
const shell = JSON.parse(__PWA_SHELL__) as ShellManifest;
const cache = cacheName(shell.version);
const shellFiles = new Set(shell.files);
const icon = '/icons/app/icon-192.png';
const badge = '/icons/app/badge-96.png';

// A new version precaches its shell, then waits: the open pages keep the version they started with
// until the user accepts the update or the next navigation finds no other page using the old one.
worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cache).then((c) => c.addAll(shell.files)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('matchbazaar-shell-') && name !== cache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The page's "Reload" on the update prompt.
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'skip-waiting') void worker.skipWaiting();
});

async function navigate(request: Request): Promise<Response> {
  // A full navigation with a new version waiting and this the only page: the new one takes over
  // (this answer still comes from the network, and the next one from the new version).
  const waiting = worker.registration.waiting;
  if (waiting) {
    const windows = await worker.clients.matchAll({ type: 'window' });
    if (windows.length <= 1) waiting.postMessage({ type: 'skip-waiting' });
  }
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(offlinePath, { cacheName: cache });
    return offline ?? Response.error();
  }
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin, shellFiles);
  if (strategy === 'navigation') event.respondWith(navigate(event.request));
  else if (strategy === 'shell')
    event.respondWith(
      caches.match(event.request, { cacheName: cache }).then((hit) => hit ?? fetch(event.request)),
    );
  // Anything else is the browser's own business: no respondWith, nothing stored.
});

worker.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    // Not JSON: nothing the app sent.
  }
  const notice = readPushPayload(payload);
  if (!notice) return;
  event.waitUntil(
    (async () => {
      const target = new URL(notice.url, worker.location.origin).href;
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // Someone already looking at that very page needs no banner about it.
      if (windows.some((w) => w.focused && w.visibilityState === 'visible' && w.url === target))
        return;
      await worker.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon,
        badge,
        data: { url: notice.url },
      });
    })(),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof url === 'string' ? url : '/dashboard', worker.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const choice = windowForClick(windows, target);
      if (!choice) {
        await worker.clients.openWindow(target);
        return;
      }
      // navigate() refuses a window this worker does not control (and answers null for one that
      // left the origin): a new window then.
      const shown = choice.navigate
        ? await choice.window.navigate(target).catch(() => null)
        : choice.window;
      if (!shown) await worker.clients.openWindow(target);
      else await shown.focus().catch(() => undefined);
    })(),
  );
});
