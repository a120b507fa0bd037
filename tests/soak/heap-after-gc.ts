// The live heap of a soaked process: its inspector (opened on a free loopback port by
// `--inspect=127.0.0.1:0` in NODE_OPTIONS) is asked for a full collection, then for the heap in
// use. Resident memory alone cannot tell a leak from caches filling or the collector's rhythm;
// what survives a full collection can. A full collection pauses the process (tens of ms at a
// soak's heap sizes), once a minute, so the latency figures carry that too.

/** The inspector's WebSocket URL as the process printed it ("Debugger listening on ws://..."). */
export function inspectorUrl(output: string): string | undefined {
  return /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(output)?.[1];
}

/** Bytes in use on the V8 heap right after a full collection; undefined if the process is gone. */
export async function heapAfterFullGc(
  url: string,
  timeoutMs = 30_000,
): Promise<number | undefined> {
  const socket = new WebSocket(url);
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 0;
  const call = (method: string) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (reply.id !== undefined) pending.get(reply.id)?.(reply.result);
  });
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true), { once: true });
    socket.addEventListener('error', () => resolve(false), { once: true });
  });
  const work = (async () => {
    if (!(await opened)) return undefined;
    await call('HeapProfiler.collectGarbage');
    const usage = (await call('Runtime.getHeapUsage')) as { usedSize?: number } | undefined;
    return usage?.usedSize;
  })();
  const timedOut = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), timeoutMs).unref(),
  );
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    socket.close();
  }
}
