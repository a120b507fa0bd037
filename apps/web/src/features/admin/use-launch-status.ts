import type { LaunchStatus } from '@matchbazaar/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchLaunchStatus } from './launch-status-api';

/** While a broadcast is under way its figures move: ask again this often. */
const POLL_MS = 2_000;

export type LaunchStatusState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; status: LaunchStatus };

/** The launch status, polled while the launch broadcast is still sending. */
export function useLaunchStatus() {
  const [value, setValue] = useState<LaunchStatusState>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const status = await fetchLaunchStatus(controller.signal);
        setValue({ state: 'ready', status });
        if (status.broadcast && !status.broadcast.done)
          timer = setTimeout(() => void load(), POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        setValue({ state: 'error', message: (error as Error).message });
      }
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [generation]);

  return { ...value, reload };
}
