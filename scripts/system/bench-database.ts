import { localPostgresAdminUrl } from './postgres.ts';

/** The development database: the scale seed and the search benchmark never write to it. */
const DEV_DATABASE = 'matchbazaar';

/**
 * The database the scale seed fills and the search benchmark reads: `--database-url`, else
 * `--database NAME` on BENCH_DATABASE_URL's server (the machine's PostgreSQL by default).
 */
export function benchDatabase(options: { database: string; databaseUrl?: string }): {
  url: string;
  adminUrl: string;
  name: string;
} {
  const url = new URL(
    options.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? localPostgresAdminUrl,
  );
  if (!options.databaseUrl) url.pathname = `/${options.database}`;
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name || name === DEV_DATABASE)
    throw new Error(`refusing database '${name}': name a separate database for the benchmark.`);
  const adminUrl = Object.assign(new URL(url), { pathname: '/postgres' }).toString();
  return { url: url.toString(), adminUrl, name };
}
