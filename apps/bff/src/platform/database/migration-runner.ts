import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { withoutTimeoutsSql } from './orm-options.js';

/** Any fixed number: every BFF takes this session-level advisory lock while migrating. */
const MIGRATION_LOCK_KEY = 7_324_000;

/**
 * Applies pending migrations (never schema sync); returns the names applied. The lock is held on
 * its own connection, so BFFs starting together migrate one after the other, not over each other.
 */
export async function runMigrations(orm: MikroORM, databaseUrl: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // All migrations in one transaction (allOrNothing), ours, so the pool's lock and statement
    // timeouts can be lifted in it first: a migration may wait for locks and run long.
    const connection = orm.em.getConnection();
    const applied = await connection.transactional(async (trx) => {
      await connection.execute(withoutTimeoutsSql, [], 'run', trx);
      return orm.migrator.up({ transaction: trx });
    });
    return applied.map((m) => m.name);
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
