import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, ReferenceKind } from '@mikro-orm/postgresql';
import { accountExportSections, sharedTables } from '@matchbazaar/db-schema';
import { createMigratedTestDatabase } from '../../../../../tests/integration/schema.js';
import type { TestDatabase } from '../../../../../tests/integration/services.js';
import { allEntities } from '../../all-entities.js';
import { ormOptions } from './orm-options.js';

/**
 * The code's idea of the schema against the migrated database's: every entity's columns, and the
 * names libs/db-schema gives the worker. A migration that renames or drops a column, or code that
 * expects a column no migration made, fails here rather than in production.
 */
/**
 * Columns PostgreSQL computes that only SQL reads: the search vectors are generated from title,
 * tags and description, and read by the search repository, never by an entity.
 */
const sqlOnlyColumns = new Set(['listing.search_vector', 'requirement.search_vector']);

describe('the schema the code expects is the one the migrations make', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  /** table -> its columns in the migrated database. */
  const columns = new Map<string, Set<string>>();

  beforeAll(async () => {
    db = await createMigratedTestDatabase('schema_columns');
    orm = await MikroORM.init(
      ormOptions({ DATABASE_URL: db.url, NODE_ENV: 'test' }, allEntities()),
    );
    const rows: { table_name: string; column_name: string }[] = await orm.em
      .getConnection()
      .execute(
        `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
      );
    for (const row of rows) {
      const set = columns.get(row.table_name) ?? new Set<string>();
      set.add(row.column_name);
      columns.set(row.table_name, set);
    }
  });

  afterAll(async () => {
    await orm?.close();
    await db?.drop();
  });

  /** Each entity's table and the columns its properties map to (relations' join columns too). */
  const entityColumns = () =>
    [...orm.getMetadata().getAll().values()]
      .filter((meta) => !meta.embeddable && !meta.virtual && meta.tableName)
      .map((meta) => ({
        entity: meta.className,
        table: meta.tableName,
        properties: meta.props
          .filter(
            (prop) =>
              prop.persist !== false &&
              ![ReferenceKind.ONE_TO_MANY, ReferenceKind.MANY_TO_MANY].includes(prop.kind) &&
              !(prop.kind === ReferenceKind.ONE_TO_ONE && !prop.owner),
          )
          .flatMap((prop) => (prop.fieldNames ?? []).map((column) => [prop.name, column] as const)),
      }));

  it('has, for every entity, its table with every column it maps and no column it does not', () => {
    const problems: string[] = [];
    expect(entityColumns().length).toBeGreaterThan(5);
    for (const { entity, table, properties } of entityColumns()) {
      const actual = columns.get(table);
      if (!actual) {
        problems.push(`${entity}: no table ${table}`);
        continue;
      }
      const mapped = new Set(properties.map(([, column]) => column));
      for (const column of mapped) {
        if (!actual.has(column)) problems.push(`${entity}: ${table}.${column} is missing`);
      }
      for (const column of actual) {
        if (!mapped.has(column) && !sqlOnlyColumns.has(`${table}.${column}`))
          problems.push(`${entity}: ${table}.${column} is not mapped`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has an entity registered for every table but the migrator's and SQL-only ones", () => {
    const mapped = new Set(entityColumns().map((e) => e.table));
    // search_synonym and search_word (the title-word list a trigger keeps for typo correction):
    // read and written only by the search SQL (search/post-search.repository.ts) and triggers.
    const sqlOnly = new Set([
      'mikro_orm_migrations',
      'broadcast_delivery',
      'search_synonym',
      'search_word',
      // Views per listing per day: written with the listing's count (listings.repository.ts),
      // read by the dashboard's figures (dashboard/dashboard.repository.ts).
      'listing_daily_view',
      // A saved search's hits: written by the worker's alerts (saved-search-store.ts), counted
      // by the saved searches' list (saved-searches/saved-searches.repository.ts).
      'saved_search_hit',
      // The seller analytics' raw views and rollups (docs/product/seller-analytics.md): written
      // by the listing page's view (seller-analytics/listing-visits.repository.ts) and the
      // worker's rollup (seller-stats-store.ts), read by seller-analytics.repository.ts (the
      // monthly rows only by the rollup, which builds the running totals from them).
      'listing_visit',
      'listing_daily_stat',
      'listing_monthly_stat',
      'listing_running_stat',
      'category_monthly_stat',
      'seller_daily_stat',
      'seller_daily_revenue',
      // The ledger and payouts (docs/decisions/0035-orders-and-the-ledger.md): written and read
      // only by ledger/ledger.repository.ts, in SQL, under the balanced-movement trigger; the
      // payment provider's outbox only by ledger/payment-intents.repository.ts.
      'ledger_account',
      'ledger_movement',
      'ledger_entry',
      'payout',
      'payment_intent',
      // Payout methods and their changes (docs/product/payouts.md): only
      // ledger/payout-methods.repository.ts, in SQL.
      'payout_method',
      'payout_method_change',
      // A buyer's delivery addresses (docs/product/orders.md, "Checkout"): only
      // identity/addresses/addresses.repository.ts, in SQL.
      'delivery_address',
      // A user's quiet hours for push (docs/decisions/0040-web-push.md): written by
      // notifications/notifications.repository.ts and read by the worker's push job, in SQL.
      'notification_quiet_hours',
      // Search analytics (docs/product/search-analytics.md): written and read only by
      // search-events/search-events.repository.ts and search-analytics.repository.ts, in SQL.
      'search_event',
      'search_action',
    ]);
    expect([...columns.keys()].filter((t) => !mapped.has(t) && !sqlOnly.has(t))).toEqual([]);
  });

  it("has libs/db-schema's tables, columns exactly, and the entities map them by those names", () => {
    const problems: string[] = [];
    const entities = new Map(entityColumns().map((e) => [e.table, e]));
    for (const table of sharedTables) {
      const actual = columns.get(table.name) ?? new Set<string>();
      const named = new Set(Object.values(table.columns));
      for (const column of named) {
        if (!actual.has(column)) problems.push(`db-schema: ${table.name}.${column} is missing`);
      }
      for (const column of actual) {
        if (!named.has(column)) problems.push(`db-schema: ${table.name}.${column} is not named`);
      }
      const entity = entities.get(table.name);
      if (!entity) continue; // a table only SQL touches (broadcast_delivery, the analytics rollups)
      const byProperty = Object.fromEntries(entity.properties);
      // A column only SQL reads (a search vector) is named for the worker but mapped by no entity.
      const mappable = Object.entries(table.columns).filter(
        ([, column]) => !sqlOnlyColumns.has(`${table.name}.${column}`),
      );
      expect(byProperty).toEqual(Object.fromEntries(mappable));
    }
    expect(problems).toEqual([]);
  });

  it("has the data export's tables and the columns it leaves out (a renamed secret would leak)", () => {
    const problems = accountExportSections.flatMap((section) => {
      const actual = columns.get(section.table);
      if (!actual) return [`export section ${section.name}: no table ${section.table}`];
      return (section.omit ?? [])
        .filter((column) => !actual.has(column))
        .map((column) => `export section ${section.name}: ${section.table}.${column} is missing`);
    });
    expect(problems).toEqual([]);
  });
});
