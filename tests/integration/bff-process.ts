import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './services.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface BffProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Everything it wrote, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The built BFF (`node apps/bff/dist/main.js`, see buildBff in scripts/system/built-bff.ts) as its
 * own process on a free port, so a test can kill it the way an operating system would. Resolves
 * once /api/health answers.
 */
export async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/bff/dist/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env, BFF_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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
