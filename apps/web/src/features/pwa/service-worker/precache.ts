/** What the build gives the service worker: its version and the app shell's files. */
export interface ShellManifest {
  version: string;
  /** Same-origin paths, offline page first. */
  files: string[];
}

export const offlinePath = '/offline.html';

/** The cache of one version; older ones go when the version activates. */
export const cacheName = (version: string) => `matchbazaar-shell-${version}`;

/**
 * How the worker answers a request: a navigation goes to the network and falls back to the offline
 * page; a file of the shell comes from the precache; anything else (the API above all, and every
 * other origin) is left alone, so no answer with personal data is ever stored.
 */
export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
  shell: ReadonlySet<string>,
): 'navigation' | 'shell' | 'network' {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  return shell.has(url.pathname) && url.search === '' ? 'shell' : 'network';
}
