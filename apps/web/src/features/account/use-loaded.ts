import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; value: T; set: (value: T) => void };

/**
 * Loads once on mount (and again on `retry`), aborting a call whose page has gone. `set` lets the
 * page replace the value after its own changes, without asking the server again.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ ok: true; value: T } | { ok: false } | null>(null);
  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);
  const set = useCallback((value: T) => setResult({ ok: true, value }), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setResult({ ok: true, value }),
      () => !controller.signal.aborted && setResult({ ok: false }),
    );
    return () => controller.abort();
    // `load` is the page's fixed call; only a retry loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (result === null) return { state: 'loading' };
  if (!result.ok) return { state: 'error', retry };
  return { state: 'ready', value: result.value, set };
}
