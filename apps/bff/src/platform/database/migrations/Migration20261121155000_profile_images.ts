import { Migration } from '@mikro-orm/migrations';

/** Profile photos, one per user, stored in PostgreSQL (see ProfileImage for why). */
export class Migration20261121155000_profile_images extends Migration {
  override name = 'Migration20261121155000_profile_images';

  override up(): void | Promise<void> {
    this.addSql(`create table "profile_image" (
      "user_id" uuid primary key references "app_user" ("id") on delete cascade,
      "content_type" varchar(20) not null check ("content_type" in ('image/jpeg', 'image/png', 'image/webp')),
      "bytes" bytea not null,
      "byte_length" integer not null check ("byte_length" > 0 and "byte_length" <= 2097152),
      "etag" varchar(64) not null,
      "updated_at" timestamptz not null
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profile_image" cascade;`);
  }
}
