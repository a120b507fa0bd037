// The live heap of a soaked process: through its inspector (opened on a free loopback port by
// `--inspect=127.0.0.1:0` in NODE_OPTIONS, with `--expose-gc`), one full collection is run and the
// heap in use read right after it. Resident memory alone cannot tell a leak from caches filling or
// the collector's rhythm; what survives a full collection can. Not the inspector's own
// HeapProfiler.collectGarbage: that one collects "all available garbage", several times over and
// dropping compiled code, and stalled both BFFs for a second or more in a trial, where one
// collection pauses a process for tens of milliseconds.

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
  const call = (method: string, params?: object) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
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
    const answer = (await call('Runtime.evaluate', {
      expression: 'gc(), process.memoryUsage().heapUsed',
      returnByValue: true,
    })) as { result?: { value?: unknown } } | undefined;
    const bytes = answer?.result?.value;
    return typeof bytes === 'number' ? bytes : undefined;
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
