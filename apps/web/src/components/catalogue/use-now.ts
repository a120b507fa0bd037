import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs` (a deal's countdown), so render stays pure. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
