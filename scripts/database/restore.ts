// `npm run db:restore -- <file> [--into <database>] [--force]`: a backup of `npm run db:backup`
// into a new database on the app's server (DATABASE_URL, else the one `npm start` uses).
//   --into <name>  the database to restore into (default: <name in the backup>_restored_<time>);
//                  made when missing; one that holds tables is refused without --force
//   --force        drop and recreate --into first, even when it holds data
// docs/operations/backups.md
import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { dropDatabase, ensureDatabase, withDatabase } from '../system/postgres.ts';
import {
  appDatabase,
  assertToolCanServe,
  redacted,
  runTool,
  serverMajor,
  toolMajor,
  toolPath,
} from './pg-tools.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { into: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run db:restore -- <backup file> [--into <database>] [--force]');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No backup at ${file}.`);
  process.exit(2);
}
if (values.into !== undefined && !/^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/.test(values.into)) {
  console.error(`--into takes a database name of letters, digits and _ (got "${values.into}").`);
  process.exit(2);
}

/** What the archive's table of contents says about where and how it was made. */
async function archiveHeader(
  backup: string,
): Promise<{ database: string; serverMajor: number; dumpMajor: number }> {
  let list: string;
  try {
    ({ stdout: list } = await promisify(execFile)(toolPath('pg_restore'), ['--list', backup], {
      maxBuffer: 64 * 1_048_576,
    }));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim() ?? (error as Error).message;
    throw new Error(
      `pg_restore ${await toolMajor('pg_restore')} cannot read ${backup}: ${stderr}\n` +
        'When it says "unsupported version", a newer pg_dump wrote it: install that pg_restore ' +
        '(or point PG_BIN at its folder).',
      { cause: error },
    );
  }
  const field = (label: string) => new RegExp(`^;\\s+${label}:\\s*(.+)$`, 'm').exec(list)?.[1];
  return {
    database: field('dbname') ?? 'matchbazaar',
    serverMajor: Number(/^(\d+)/.exec(field('Dumped from database version') ?? '')?.[1] ?? 0),
    dumpMajor: Number(/^(\d+)/.exec(field('Dumped by pg_dump version') ?? '')?.[1] ?? 0),
  };
}

async function holdsTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
         and s.nspname not like 'pg_toast%'`,
    );
    return Number(rows[0]?.n) > 0;
  } finally {
    await client.end();
  }
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (
      (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
    );
  } finally {
    await client.end();
  }
}

const server = await appDatabase(root);
try {
  const header = await archiveHeader(file);
  await assertToolCanServe('pg_restore', header.dumpMajor, 'the pg_dump that wrote this backup');
  const targetMajor = await serverMajor(server.url);
  if (targetMajor < header.serverMajor) {
    throw new Error(
      `The backup comes from PostgreSQL ${header.serverMajor}; this server is ${targetMajor}. ` +
        `Restore it into PostgreSQL ${header.serverMajor} or newer.`,
    );
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const into = values.into ?? `${header.database}_restored_${stamp.toLowerCase()}`;
  const adminUrl = withDatabase(server.url, 'postgres');
  const target = withDatabase(server.url, into);
  if (await databaseExists(adminUrl, into)) {
    if (values.force) {
      console.log(`--force: dropping the database ${into} and making it again.`);
      await dropDatabase(adminUrl, into);
    } else if (await holdsTables(target)) {
      throw new Error(
        `The database ${into} already holds tables; restoring would mix two databases. ` +
          'Name a new one with --into, or add --force to drop it first.',
      );
    }
  }
  await ensureDatabase(adminUrl, into);
  const began = Date.now();
  console.log(`Restoring ${file} into ${redacted(target)} ...`);
  // One transaction: a restore that fails leaves the database empty, not half made. Ownership and
  // grants are the old server's roles; the restoring user owns everything instead.
  await runTool('pg_restore', [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${target}`,
    file,
  ]);
  console.log(
    `Restored in ${((Date.now() - began) / 1000).toFixed(1)} s. To run the app on it: DATABASE_URL=${redacted(target)}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await server.stop();
}
