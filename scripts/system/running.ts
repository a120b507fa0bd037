import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a running `npm start` can be reached, so other commands (`npm run launch`) find it. */
export interface RunningAddresses {
  api: string;
  web: string;
  pid: number;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'running.json');

export function recordRunning(dataDir: string, addresses: RunningAddresses): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(fileIn(dataDir), JSON.stringify(addresses, null, 2));
}

export function forgetRunning(dataDir: string): void {
  rmSync(fileIn(dataDir), { force: true });
}

/** The addresses of the `npm start` that is still running, if any. */
export function findRunning(dataDir: string): RunningAddresses | undefined {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return undefined;
  const found = JSON.parse(readFileSync(file, 'utf8')) as RunningAddresses;
  try {
    process.kill(found.pid, 0);
    return found;
  } catch {
    return undefined; // that npm start is gone
  }
}
