// The built BFF as its own process for the chaos suite (as tests/integration/bff-process.ts does
// for Jest, which resolves that file's imports; node runs this one as it is).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/system/net.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface BffProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** `node apps/bff/dist/main.js` on a free port; resolves once /api/health answers 200. */
export async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/bff/dist/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env, BFF_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
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
