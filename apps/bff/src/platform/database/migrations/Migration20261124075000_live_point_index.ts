import { Migration } from '@mikro-orm/migrations';

/**
 * "Nearest first" walks a GiST index on each live post's point instead of measuring every post
 * within the radius (100,000 in a big city at a million listings, tests/load/search.bench.ts).
 */
export class Migration20261124075000_live_point_index extends Migration {
  override name = 'Migration20261124075000_live_point_index';

  override up(): void | Promise<void> {
    for (const [table, live] of [
      ['listing', 'published'],
      ['requirement', 'open'],
    ] as const)
      this.addSql(
        `create index "${table}_point_index" on "${table}" using gist (point("longitude", "latitude")) where "status" = '${live}' and "latitude" is not null;`,
      );
  }

  override down(): void | Promise<void> {
    for (const table of ['listing', 'requirement'])
      this.addSql(`drop index if exists "${table}_point_index";`);
  }
}
