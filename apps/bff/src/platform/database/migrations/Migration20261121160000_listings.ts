import { Migration } from '@mikro-orm/migrations';

/**
 * Listings (buyer requests and seller offers) for the listings read API, newest first per
 * type. Seeded with demo listings until the marketplace writes real ones.
 */
export class Migration20261121160000_listings extends Migration {
  override name = 'Migration20261121160000_listings';

  override up(): void | Promise<void> {
    this.addSql(`create table "listing" (
      "id" uuid primary key default gen_random_uuid(),
      "type" varchar(6) not null check ("type" in ('buyer', 'seller')),
      "title" varchar(140) not null,
      "description" text not null,
      "price" numeric(12, 2) not null check ("price" >= 0),
      "category" varchar(60) not null,
      "image_url" varchar(500) not null,
      "location" varchar(120) null,
      "tags" text[] not null default '{}',
      "urgency" varchar(6) null check ("urgency" in ('high', 'medium', 'low')),
      "posted_at" timestamptz not null,
      "created_at" timestamptz not null
    );`);
    this.addSql(
      `create index "listing_type_posted_at_index" on "listing" ("type", "posted_at" desc, "id");`,
    );
    this.addSql(`create index "listing_posted_at_index" on "listing" ("posted_at" desc, "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "listing" cascade;`);
  }
}
