/**
 * A reading that is made at most once per `ms`: callers within that time (the gauges of one
 * scrape, or scrapes of several Prometheus servers) share the last answer or the one under way.
 * A failed reading is not kept, so the next call tries again.
 */
export function cachedReading<T>(
  ms: number,
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const at = now();
    if (last && at - last.at < ms) return last.value;
    const value = read();
    const entry = { at, value };
    last = entry;
    value.catch(() => {
      if (last === entry) last = undefined;
    });
    return value;
  };
}
