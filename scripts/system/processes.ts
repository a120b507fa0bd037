import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import type { Log } from './log.ts';

/** For a service this run did not start. */
export const nothingToStop = (): Promise<void> => Promise.resolve();

export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop: (timeoutMs?: number) => Promise<void>;
}

/** Starts a child process whose output is prefixed with its name; `stop` sends SIGTERM, then SIGKILL. */
export function startProcess(
  log: Log,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', log);
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (e) => {
      log(`could not start: ${e.message}`);
      resolve(1);
    });
  });
  return {
    name: log.label,
    child,
    exited,
    async stop(timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        log(`did not stop within ${timeoutMs / 1000} s; killing it`);
        child.kill('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to completion with prefixed output; rejects with its exit code. */
export async function run(
  log: Log,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  const p = startProcess(log, command, args, options);
  const code = await p.exited;
  if (code !== 0)
    throw new Error(`${log.label}: "${[command, ...args].join(' ')}" exited with ${code}.`);
}
