import { useEffect, useState } from 'react';

/**
 * The time now, refreshed every `everyMs` (a deal's countdown), so render stays pure. Read again
 * once mounted: a page rendered on the server is hydrated with the server's moment, and what it
 * shows from the clock must be the browser's right after.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
