import { Migration } from '@mikro-orm/migrations';

/**
 * Search reads live posts only, so its full-text and trigram indexes hold only those (partial):
 * smaller, and a search no longer ANDs a bitmap of every published row's status (80 ms at a
 * million listings, tests/load/search.bench.ts).
 */
export class Migration20261124073000_live_search_indexes extends Migration {
  override name = 'Migration20261124073000_live_search_indexes';

  override up(): void | Promise<void> {
    for (const [table, live] of [
      ['listing', 'published'],
      ['requirement', 'open'],
    ] as const) {
      this.addSql(`drop index if exists "${table}_search_index";`);
      this.addSql(`drop index if exists "${table}_title_trgm_index";`);
      this.addSql(
        `create index "${table}_search_index" on "${table}" using gin ("search_vector") where "status" = '${live}';`,
      );
      this.addSql(
        `create index "${table}_title_trgm_index" on "${table}" using gin (lower("title") gin_trgm_ops) where "status" = '${live}';`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['listing', 'requirement']) {
      this.addSql(`drop index if exists "${table}_search_index";`);
      this.addSql(`drop index if exists "${table}_title_trgm_index";`);
      this.addSql(
        `create index "${table}_search_index" on "${table}" using gin ("search_vector");`,
      );
      this.addSql(
        `create index "${table}_title_trgm_index" on "${table}" using gin (lower("title") gin_trgm_ops);`,
      );
    }
  }
}
