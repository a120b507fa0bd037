import { Migration } from '@mikro-orm/migrations';

/**
 * The sitemap walks published listings and open requirements in id order, one keyset range per
 * file, and finds each file's first id in one pass (docs/product/findable-pages.md): partial
 * indexes on the id with updated_at beside it make both index-only scans, a million rows included.
 */
export class Migration20261223100000_sitemap_indexes extends Migration {
  override name = 'Migration20261223100000_sitemap_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "listing_sitemap_index" on "listing" ("id") include ("updated_at") where "status" = 'published';`,
    );
    this.addSql(
      `create index "requirement_sitemap_index" on "requirement" ("id") include ("updated_at") where "status" = 'open';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "listing_sitemap_index";`);
    this.addSql(`drop index if exists "requirement_sitemap_index";`);
  }
}
