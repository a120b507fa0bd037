// The built worker as a process of its own: the integration tier's broadcast, export, push,
// tracing and graceful-stop tests and the chaos suite start them so as to kill one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { spawnApp, type AppProcess } from './app-process.ts';

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

export type WorkerProcess = AppProcess;

/**
 * The real worker (`node apps/worker/dist/main.js`). Resolves once it reports its workers
 * started; fails with what it wrote if it exits first or takes over 20 s.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  let started = () => {};
  const ready = new Promise<void>((resolve) => (started = resolve));
  const { app, exited } = spawnApp('apps/worker/dist/main.js', env, {
    logLevel: 'info',
    onOutput: (output) => {
      if (output.includes('workers started')) started();
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Not left running: the caller never gets a handle to stop it by.
      app.child.kill('SIGKILL');
      reject(new Error(`worker did not start in 20 s:\n${app.output()}`));
    }, 20_000);
  });
  const died = exited.then((code) => {
    throw new Error(`worker exited (${code}) during start-up:\n${app.output()}`);
  });
  try {
    await Promise.race([ready, late, died]);
  } finally {
    clearTimeout(timer);
  }
  // Its exit after start-up is the test's to see, not a failure of this call.
  died.catch(() => {});
  return app;
}
