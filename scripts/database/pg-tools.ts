// The machine's pg_dump and pg_restore, checked against the server before they run.
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { MissingServiceError } from '../system/missing.ts';
import { resolvePostgres } from '../system/postgres.ts';

const execFileAsync = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

/** PG_BIN picks a folder (e.g. /usr/lib/postgresql/17/bin) when several versions are installed. */
export function toolPath(tool: PgTool): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool;
}

const installHint = (major: number | 'any') => {
  const version = major === 'any' ? '' : `-${major}`;
  return {
    debian: `sudo apt-get install -y postgresql-client${version}   (newer versions: apt.postgresql.org)`,
    macos: `brew install libpq${major === 'any' ? '' : ` (or postgresql@${major})`}`,
    docker: `docker run --rm --network host -v "$PWD:/work" -w /work postgres${major === 'any' ? '' : `:${major}`} pg_dump ...   (the image has the tools)`,
  };
};

/** The tool's major version ("pg_dump (PostgreSQL) 15.20" is 15); a clear error when it is missing. */
export async function toolMajor(tool: PgTool, serverMajor?: number): Promise<number> {
  try {
    const { stdout } = await execFileAsync(toolPath(tool), ['--version']);
    const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
    if (!major) throw new Error(`${tool} --version answered "${stdout.trim()}"`);
    return major;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new MissingServiceError(
        tool,
        installHint(serverMajor ?? 'any'),
        `not found on PATH${process.env.PG_BIN ? ` nor in PG_BIN=${process.env.PG_BIN}` : ''}`,
      );
    }
    throw error;
  }
}

/** The server's major version (server_version_num 150020 is 15). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    const major = Math.floor(Number(rows[0]?.v) / 10_000);
    if (!major) throw new Error(`The server did not say its version (${rows[0]?.v}).`);
    return major;
  } finally {
    await client.end();
  }
}

/**
 * pg_dump refuses a server newer than itself, and an archive is read only by a pg_restore at least
 * as new as the pg_dump that wrote it: say which version to install instead of pg_dump's own
 * "server version mismatch".
 */
export async function assertToolCanServe(tool: PgTool, needMajor: number, what: string) {
  const major = await toolMajor(tool, needMajor);
  if (major < needMajor) {
    const hint = installHint(needMajor);
    throw new Error(
      `${tool} ${major} is older than ${what} (${needMajor}), so it cannot be used; it needs ${tool} ${needMajor} or newer.\n` +
        `Install it, or point PG_BIN at its folder (e.g. PG_BIN=/usr/lib/postgresql/${needMajor}/bin):\n` +
        `  Debian/Ubuntu:  ${hint.debian}\n  macOS:          ${hint.macos}\n  Docker:         ${hint.docker}`,
    );
  }
  return major;
}

/** Runs a PostgreSQL tool, its output passed through; rejects with what it wrote to stderr. */
export function runTool(tool: PgTool, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** The URL without its password, for messages. */
export function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/**
 * The database the app uses: DATABASE_URL when set, else the one `npm start` uses (the machine's
 * PostgreSQL, or the embedded one, started for the command when it is not running).
 */
export async function appDatabase(
  root: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  return resolvePostgres({
    dataDir: path.join(root, '.data'),
    databaseUrl: process.env.DATABASE_URL,
    databaseName: 'matchbazaar',
  });
}
