// `npm run db:backup`: a pg_dump of the app's database in PostgreSQL's custom format (compressed;
// pg_restore can pick tables from it). Images live in PostgreSQL, so they are in it too.
//   --out <folder>   where to write (BACKUP_DIR, else .data/backups/)
//   --keep <N>       afterwards, delete all but the newest N backups of this database there
// DATABASE_URL when set; else the database `npm start` uses. docs/operations/backups.md
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  appDatabase,
  assertToolCanServe,
  databaseNameOf,
  redacted,
  runTool,
  serverMajor,
} from './pg-tools.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { out: { type: 'string' }, keep: { type: 'string' } },
});
const folder = path.resolve(
  values.out ?? process.env.BACKUP_DIR ?? path.join(root, '.data/backups'),
);
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
  console.error(`--keep takes a whole number of backups, 1 or more (got "${values.keep}").`);
  process.exit(2);
}

/** `<database>-20261206T181500Z.dump`: sorts by time, and says what it holds. */
const stampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
const backupPattern = (database: string) =>
  new RegExp(`^${database.replace(/[^a-zA-Z0-9_]/g, '\\$&')}-\\d{8}T\\d{6}Z\\.dump$`);

const database = await appDatabase(root);
try {
  const name = databaseNameOf(database.url);
  await assertToolCanServe('pg_dump', await serverMajor(database.url), 'the PostgreSQL server');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}-${stampOf(new Date())}.dump`);
  // Written under another name first: a dump cut short never looks like a backup.
  const partial = `${file}.partial`;
  const began = Date.now();
  console.log(`Backing up ${redacted(database.url)} ...`);
  try {
    await runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${database.url}`]);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  const mb = (statSync(file).size / 1_048_576).toFixed(1);
  console.log(
    `Wrote ${path.relative(process.cwd(), file)} (${mb} MB in ${((Date.now() - began) / 1000).toFixed(1)} s).`,
  );

  if (keep !== undefined) {
    const older = readdirSync(folder)
      .filter((f) => backupPattern(name).test(f))
      .sort()
      .reverse()
      .slice(keep);
    for (const f of older) rmSync(path.join(folder, f));
    if (older.length > 0) console.log(`Deleted ${older.length} older backup(s), keeping ${keep}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.stop();
}
