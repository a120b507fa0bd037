// The balancer's health check, as a load balancer in production has one: it asks each BFF's
// /api/health twice a second and sends new connections only to those answering 200. A BFF cut
// off from Redis says 503 (it cannot fan out), so without this the balancer kept handing it
// requests and sockets it could only refuse. When no BFF is healthy every one stays a target:
// a client then meets the BFF's own 503 rather than a dropped connection.
import type { BffProcess } from '../../scripts/system/bff-process.ts';
import type { TcpProxy } from './tcp-proxy.ts';

const everyMs = 500;
const answerWithinMs = 1_000;

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(answerWithinMs) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Keeps the balancer's targets to the BFFs answering 200; the returned function stops it. */
export function watchBffHealth(balancer: TcpProxy, bffs: readonly BffProcess[]): () => void {
  let stopped = false;
  let current = '';
  const check = async () => {
    const ports = bffs.map((bff) => Number(new URL(bff.url).port));
    const answers = await Promise.all(bffs.map((bff) => healthy(bff.url)));
    const up = ports.filter((_, i) => answers[i]);
    const targets = up.length > 0 ? up : ports;
    const key = targets.join(',');
    if (!stopped && key !== current) {
      current = key;
      balancer.setTargets(targets);
    }
  };
  const loop = async () => {
    while (!stopped) {
      await check();
      await new Promise((resolve) => setTimeout(resolve, everyMs).unref());
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
}
