import { launchTarget } from '@matchbazaar/contracts';
import { useEffect, useState } from 'react';
import { countdownTiles, msUntilNextTick, type CountdownTile } from './countdown-tiles';
import { fetchLaunchAt } from './launch-api';

/**
 * The launch instant from GET /api/launch; the default rule when the server gives none or fails.
 */
function useLaunchTarget(): Date | null {
  const [target, setTarget] = useState<Date | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchLaunchAt(controller.signal).then(
      (launchAt) => {
        if (!controller.signal.aborted) setTarget(launchTarget(new Date(), launchAt));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Launch time unavailable; counting down to the default date', error);
        setTarget(launchTarget(new Date()));
      },
    );
    return () => controller.abort();
  }, []);
  return target;
}

/** The countdown tiles, refreshed as each second passes; null until the launch time is known. */
export function useLaunchCountdown(): CountdownTile[] | null {
  const target = useLaunchTarget();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = target.getTime() - current;
      // Nothing changes once the launch has passed (all zeros).
      if (left > 0) timer = setTimeout(tick, msUntilNextTick(left));
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);

  return target ? countdownTiles(target.getTime() - now) : null;
}
