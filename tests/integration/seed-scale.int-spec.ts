import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startBuiltBff } from '../../scripts/system/built-bff.js';
import {
  dropDatabase,
  ensureDatabase,
  localPostgresAdminUrl,
  withDatabase,
} from '../../scripts/system/postgres.js';

/**
 * `npm run seed:scale` at a small size (the search benchmark's database filler runs rarely and by
 * hand, so a change to the schema could break it unnoticed): it migrates a fresh database with the
 * built BFF, multiplies the demo catalogue, and leaves every index it dropped rebuilt.
 */
describe('the scale seed, small', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const name = `mb_seed_scale_${randomBytes(4).toString('hex')}`;
  const reference = `${name}_migrated`;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? localPostgresAdminUrl;

  afterAll(async () => {
    await dropDatabase(adminUrl, name);
    await dropDatabase(adminUrl, reference);
  });

  it('fills a fresh database and rebuilds the indexes it dropped', async () => {
    const run = spawnSync(
      process.execPath,
      ['scripts/seed-scale.ts', '--listings', '3000', '--requirements', '600', '--database', name],
      { cwd: root, encoding: 'utf8', timeout: 240_000 },
    );
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toContain('is ready for npm run bench:search');

    const indexesOf = async (database: string) => {
      const db = new pg.Client({ connectionString: withDatabase(adminUrl, database) });
      await db.connect();
      try {
        const rows = await db.query<{ indexname: string }>(
          `select indexname from pg_indexes where tablename in ('listing', 'requirement')
           order by indexname`,
        );
        const counts = await db.query<{ listings: string; requirements: string }>(
          `select (select count(*) from listing) as listings,
                  (select count(*) from requirement) as requirements`,
        );
        return {
          names: rows.rows.map((row) => row.indexname),
          listings: Number(counts.rows[0]!.listings),
          requirements: Number(counts.rows[0]!.requirements),
        };
      } finally {
        await db.end();
      }
    };
    const seeded = await indexesOf(name);
    // The demo catalogue (1,500 listings, 300 requirements) and the copies made of it.
    expect(seeded.listings).toBeGreaterThanOrEqual(4_500);
    expect(seeded.requirements).toBeGreaterThanOrEqual(900);
    // Every index a freshly migrated database has is there again.
    await ensureDatabase(adminUrl, reference);
    const fresh = await startBuiltBff(withDatabase(adminUrl, reference));
    await fresh.stop();
    const migrated = await indexesOf(reference);
    expect(migrated.names.length).toBeGreaterThan(10);
    expect(seeded.names).toEqual(migrated.names);
  }, 300_000);
});
