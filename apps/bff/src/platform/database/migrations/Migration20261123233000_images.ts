import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded photos (docs/product/marketplace.md): one row per upload, owned by its uploader, and
 * its resized WebP variants' bytes, kept in PostgreSQL so every BFF instance serves the same bytes.
 */
export class Migration20261123233000_images extends Migration {
  override name = 'Migration20261123233000_images';

  override up(): void | Promise<void> {
    this.addSql(`create table "image" (
      "id" uuid primary key default gen_random_uuid(),
      "owner_id" uuid not null references "app_user" ("id") on delete cascade,
      "content_hash" char(64) not null,
      "width" integer not null,
      "height" integer not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "image_owner_index" on "image" ("owner_id", "created_at" desc);`);
    this.addSql(`create table "image_variant" (
      "image_id" uuid not null references "image" ("id") on delete cascade,
      "variant" varchar(10) not null,
      "width" integer not null,
      "height" integer not null,
      "byte_size" integer not null,
      "bytes" bytea not null,
      "etag" varchar(80) not null,
      primary key ("image_id", "variant")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "image_variant" cascade;`);
    this.addSql(`drop table if exists "image" cascade;`);
  }
}
