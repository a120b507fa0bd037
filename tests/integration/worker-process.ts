import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Brings apps/worker/dist up to date (incremental: quick when nothing changed). */
export function buildWorker(): void {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', 'apps/worker'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building the worker failed:\n${result.stdout}`);
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** Everything it wrote, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real worker (`node apps/worker/dist/main.js`) as its own process, so a test can kill it the
 * way an operating system would. Resolves once it reports its workers started.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['apps/worker/dist/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => {
      // Not left running: the caller never gets a handle to stop it by.
      child.kill('SIGKILL');
      reject(new Error(`worker did not start in 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('workers started')) {
        clearTimeout(timeout);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timeout);
      reject(new Error(`worker exited (${code}) during start-up:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
