import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes on the columns that point at a photo. Deleting a photo checks each of them (the
 * foreign keys' restrict and set null), and the unattached-photo sweep asks each whether a photo is
 * in use: without these every such check reads the whole table.
 */
export class Migration20261124070000_image_references extends Migration {
  override name = 'Migration20261124070000_image_references';

  override up(): void | Promise<void> {
    this.addSql(`create index "listing_image_image_index" on "listing_image" ("image_id");`);
    this.addSql(
      `create index "requirement_image_image_index" on "requirement_image" ("image_id");`,
    );
    this.addSql(
      `create index "shop_logo_image_index" on "shop" ("logo_image_id") where "logo_image_id" is not null;`,
    );
    this.addSql(
      `create index "shop_cover_image_index" on "shop" ("cover_image_id") where "cover_image_id" is not null;`,
    );
    // The sweep walks photos oldest first.
    this.addSql(`create index "image_created_index" on "image" ("created_at");`);
  }

  override down(): void | Promise<void> {
    for (const index of [
      'image_created_index',
      'shop_cover_image_index',
      'shop_logo_image_index',
      'requirement_image_image_index',
      'listing_image_image_index',
    ])
      this.addSql(`drop index if exists "${index}";`);
  }
}
