// The installable app in the page (docs/product/installable-app.md): registers the service worker
// once the page is loaded and idle, and shows the update and install prompts when they are due.
// Lazily loaded by the root layout in production builds; the prompts' own code loads only to show one.
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  countVisit,
  installOffer,
  isIos,
  readInstallMemory,
  rememberInstall,
  type InstallWay,
  postPublishedEvent,
} from '../../lib/app-install';
import {
  dropInstallPrompt,
  installPromptEvent,
  onInstallPrompt,
} from '../../lib/install-prompt-capture';
import {
  applyUpdate,
  ensureRegistration,
  serviceWorkerAvailable,
  watchForUpdates,
} from '../../lib/service-worker';

const PwaPrompts = lazy(() => import('./pwa-prompts').then((m) => ({ default: m.PwaPrompts })));

// The event is captured as the entry starts (lib/install-prompt-capture.ts); this chunk
// may load after it came.
const installListeners = new Set<() => void>();
onInstallPrompt(() => installListeners.forEach((listener) => listener()));
window.addEventListener('appinstalled', () => {
  dropInstallPrompt();
  rememberInstall({ installed: true });
  installListeners.forEach((listener) => listener());
});

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

function installWay(): InstallWay {
  if (standalone()) return 'none';
  if (installPromptEvent()) return 'prompt';
  return isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints) ? 'ios' : 'none';
}

let watching = false;

/** A default export: the root layout's lazy() then needs no renaming (bytes of the first load). */
export default function PwaAgent() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [offer, setOffer] = useState<Exclude<InstallWay, 'none'> | null>(null);

  // The service worker: never before the page is loaded and the browser idle.
  useEffect(() => {
    if (!serviceWorkerAvailable()) return;
    const register = () =>
      void ensureRegistration()
        .then((registration) => {
          if (watching) return;
          watching = true;
          watchForUpdates(registration, setWaiting);
        })
        .catch(() => undefined);
    // Safari has no requestIdleCallback.
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(register, { timeout: 5000 })
        : (window as Window).setTimeout(register, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => window.removeEventListener('load', whenIdle);
  }, []);

  // The install offer: checked at the start of a visit, after a post and when the browser says it can.
  useEffect(() => {
    countVisit();
    const check = () => setOffer(installOffer(readInstallMemory(), installWay()));
    check();
    installListeners.add(check);
    window.addEventListener(postPublishedEvent, check);
    return () => {
      installListeners.delete(check);
      window.removeEventListener(postPublishedEvent, check);
    };
  }, []);

  if (!waiting && !offer) return null;
  return (
    <Suspense fallback={null}>
      <PwaPrompts
        // One at a time: the update first.
        update={
          waiting ? { reload: () => applyUpdate(waiting), later: () => setWaiting(null) } : null
        }
        install={
          !waiting && offer
            ? {
                way: offer,
                accept: () => {
                  const event = installPromptEvent();
                  setOffer(null);
                  if (!event) return;
                  dropInstallPrompt();
                  void event
                    .prompt()
                    .then(() =>
                      event.userChoice.then(({ outcome }) =>
                        rememberInstall(
                          outcome === 'accepted' ? { installed: true } : { dismissed: true },
                        ),
                      ),
                    );
                },
                dismiss: () => {
                  rememberInstall({ dismissed: true });
                  setOffer(null);
                },
              }
            : null
        }
      />
    </Suspense>
  );
}
