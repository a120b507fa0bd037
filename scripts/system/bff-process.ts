// The built BFF as a process of its own, for the tests that kill or stop one the way an operating
// system would: the integration tier's cluster, tracing and graceful-stop tests and the chaos suite.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './net.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface BffProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** The last 200 kB it wrote, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The built BFF (`node apps/bff/dist/main.js`, see buildBff in built-bff.ts) on a free port, with
 * only `env` and PATH for its environment. Resolves once /api/health answers 200; fails with what
 * it wrote if it exits first or does not answer within two minutes (a loaded machine starts slowly).
 */
export async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/bff/dist/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env, BFF_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // A tail only: a BFF under a long chaos scenario writes more than a test needs to show.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the BFF exited during start-up:\n${output}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the BFF did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    url,
    output: () => output,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
