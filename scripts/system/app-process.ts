// A built app (the BFF or the worker) as a process of its own, for the tests that kill or stop one
// the way an operating system would; bff-process.ts and worker-process.ts wait for each to be ready.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface AppProcess {
  readonly child: ChildProcess;
  /** The last megabyte it wrote (a failing test's message, the log lines a test reads). */
  output(): string;
  /** Sends `signal` and resolves once it exited (at once if it had). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * `node <entry>` from the repository's root with only `env` and PATH for its environment (and
 * LOG_LEVEL `logLevel` unless `env` names one). `onOutput` sees all it writes so far, as it comes;
 * `exited` resolves with its exit code.
 */
export function spawnApp(
  entry: string,
  env: Record<string, string>,
  options: { logLevel: string; onOutput?: (output: string) => void },
): { app: AppProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: options.logLevel, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // A tail only: an app under a long chaos scenario writes more than a test needs to show.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-1_000_000);
    options.onOutput?.(output);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const app: AppProcess = {
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  return { app, exited };
}
