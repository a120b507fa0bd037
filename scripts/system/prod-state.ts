import { readFileSync } from 'node:fs';

/**
 * Where `npm run start:prod -- --state-file <file>` put everything, and the process ids: the
 * production smoke tier (tests/smoke/) kills a BFF and a worker by them.
 */
export interface ProdState {
  /** nginx: the web app and the API, as a visitor reaches them. */
  web: string;
  /** The mail sink's inbox, when the run started one. */
  inbox?: string;
  operatorToken: string;
  /** Each BFF straight (loopback only; visitors go through nginx). */
  bffs: { pid: number; url: string }[];
  workers: { pid: number }[];
  pages: { pid: number; url: string };
}

export function readProdState(file: string): ProdState {
  return JSON.parse(readFileSync(file, 'utf8')) as ProdState;
}
