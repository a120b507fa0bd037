import { MikroORM } from '@mikro-orm/postgresql';
import { allEntities } from '../../apps/bff/src/all-entities.js';
import { ormOptions } from '../../apps/bff/src/platform/database/orm-options.js';
import { runMigrations } from '../../apps/bff/src/platform/database/migration-runner.js';
import { createTestDatabase, type TestDatabase } from './services.js';

/**
 * A fresh database with the BFF's migrations applied, for tests of code that uses the schema
 * without booting the BFF (the worker, scripts, benchmarks).
 */
export async function createMigratedTestDatabase(label: string): Promise<TestDatabase> {
  const db = await createTestDatabase(label);
  const orm = await MikroORM.init(
    ormOptions({ DATABASE_URL: db.url, NODE_ENV: 'test' }, allEntities()),
  );
  try {
    await runMigrations(orm, db.url);
  } finally {
    await orm.close();
  }
  return db;
}
