import { setImmediate } from 'node:timers/promises';

/**
 * For a long synchronous loop inside a request (a bulk import's rows): call the returned function
 * once an item; every `sliceMs` of work it lets the event loop answer other requests before going
 * on, so a 10,000-row file does not hold `/api/health` and everyone else for seconds.
 */
export function timeSlices(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await setImmediate();
    since = performance.now();
  };
}
