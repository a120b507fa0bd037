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
  /** SIGKILL, now (a second Ctrl-C). */
  kill: () => void;
}

export interface ProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Its own process group: a terminal's Ctrl-C (SIGINT to the whole foreground group) then reaches
   * only the launcher, which stops the apps first and the services they use last. In the terminal's
   * group the embedded PostgreSQL and Redis went down with the apps that were still draining.
   */
  ownGroup?: boolean;
  /** Drop its lines once it is being stopped (Redis writes its shutdown at warning level). */
  quietWhenStopping?: boolean;
}

/** Every process started with ownGroup that is still running, for a second Ctrl-C. */
const ownGroups = new Set<Managed>();

/** SIGKILLs every process group this launcher started (they do not get the terminal's signals). */
export function killEveryOwnGroup(): void {
  for (const managed of ownGroups) managed.kill();
}

/** Starts a child process whose output is prefixed with its name; `stop` sends SIGTERM, then SIGKILL. */
export function startProcess(
  log: Log,
  command: string,
  args: string[],
  options: ProcessOptions = {},
): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownGroup ?? false,
  });
  let stopping = false;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        if (!(stopping && options.quietWhenStopping)) log(line);
      });
    }
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (e) => {
      log(`could not start: ${e.message}`);
      resolve(1);
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  // A group leader's signal also reaches what it started (Vite's esbuild, for one).
  const signal = (name: NodeJS.Signals) => {
    try {
      if (options.ownGroup && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  const managed: Managed = {
    name: log.label,
    child,
    exited,
    kill: () => signal('SIGKILL'),
    async stop(timeoutMs = 15_000) {
      if (!running()) return;
      stopping = true;
      signal('SIGTERM');
      const timer = setTimeout(() => {
        log(`did not stop within ${timeoutMs / 1000} s; killing it`);
        signal('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
  if (options.ownGroup) {
    ownGroups.add(managed);
    void exited.then(() => ownGroups.delete(managed));
  }
  return managed;
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
