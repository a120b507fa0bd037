import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and in the render that hydrates its HTML, true in every other render: for
 * parts that only the browser can draw (they read `window`), which must not differ from the
 * server's HTML while it is taken over.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
