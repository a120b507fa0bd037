import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import type { BffConfig } from '../config/bff-config.js';
import { migrations } from './migrations/index.js';
import { registeredEntities } from './entity-registry.js';

/** Where `migration:create` writes new TypeScript migrations (the source folder, not dist). */
export const migrationsSourcePath = fileURLToPath(
  new URL('../../../src/platform/database/migrations', import.meta.url),
);

/**
 * `entities`: the registry's, which is complete once the app's modules are loaded (tools outside
 * Nest import all-entities.ts first). The BFF's lock and statement timeouts go with each pooled
 * connection's start-up (no statement of their own); the migration CLI, which has none, runs
 * without. Migrations and seeds lift them in their own transaction (`withoutTimeoutsSql`).
 */
export function ormOptions(
  config: Pick<BffConfig, 'DATABASE_URL' | 'NODE_ENV'> &
    Partial<Pick<BffConfig, 'DATABASE_LOCK_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS'>>,
  entities = registeredEntities(),
): Options {
  return defineConfig({
    clientUrl: config.DATABASE_URL,
    // Handed to pg's Pool: 0 or unset sends nothing (PostgreSQL's default, no limit).
    driverOptions: {
      lock_timeout: config.DATABASE_LOCK_TIMEOUT_MS ?? 0,
      statement_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS ?? 0,
    },
    entities,
    extensions: [Migrator],
    // Schema changes go through migrations only; never sync the schema at start-up.
    ensureDatabase: false,
    // Outside an HTTP request (seeds, health, jobs) code must fork the EntityManager explicitly.
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    // No entity has a relation to keep in step, so entities need no per-property accessors: with
    // them, loading a listing cost about 30 µs more (an accessor defined on each row, per column).
    propagationOnPrototype: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: migrationsSourcePath,
      emit: 'ts',
      // Imported statically (see migrations/index.ts) so dist and Jest run the same list.
      migrationsList: migrations,
      // StartupTasks logs what was applied through pino; the migrator's own lines are plain text.
      silent: true,
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-bff',
    },
  });
}

/**
 * Lifts the pool's lock and statement timeouts for the rest of the transaction it runs in:
 * migrations and seeds may wait for another BFF's, and may run long; they must not be cut off.
 */
export const withoutTimeoutsSql =
  "select set_config('lock_timeout', '0', true), set_config('statement_timeout', '0', true)";
