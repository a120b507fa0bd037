// The built BFF as a process of its own: the integration tier's cluster, tracing and graceful-stop
// tests and the chaos suite start them so as to kill one.
import { spawnApp, type AppProcess } from './app-process.ts';
import { freePort } from './net.ts';

export interface BffProcess extends AppProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
}

/**
 * The built BFF (`node apps/bff/dist/main.js`, see buildBff in built-bff.ts) on a free port.
 * Resolves once /api/health answers 200; fails with what it wrote if it exits first or does not
 * answer within two minutes (a loaded machine starts slowly).
 */
export async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const { app } = spawnApp(
    'apps/bff/dist/main.js',
    { ...env, BFF_PORT: String(port) },
    { logLevel: 'warn' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (app.child.exitCode !== null)
      throw new Error(`the BFF exited during start-up:\n${app.output()}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) {
      app.child.kill('SIGKILL');
      throw new Error(`the BFF did not answer in time:\n${app.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Object.assign(app, { url });
}
