import net from 'node:net';

/** A TCP port nothing listens on right now. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The preferred port when it is free, else any free one. */
export async function preferPort(preferred: number, host = '127.0.0.1'): Promise<number> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(preferred, host, () => server.close(() => resolve(true)));
  });
  return free ? preferred : freePort(host);
}

/** Sends one line and resolves with the first chunk answered, or null when nothing answers in time. */
export async function ask(
  host: string,
  port: number,
  line: string,
  timeoutMs = 1500,
): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer: string | null) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once('error', () => done(null));
    socket.once('connect', () => socket.write(line));
    socket.once('data', (d) => done(d.toString()));
  });
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, intervalMs = 250 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s.`);
}

export async function httpAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.body?.cancel();
  return res.status < 500 || res.status === 503;
}
