import { Migration } from '@mikro-orm/migrations';

/**
 * The home feed reads real listings and requirements now: the hand-written demo rows (kept aside
 * as demo_listing by the catalogue migration) go. Down brings back an empty table of that shape.
 */
export class Migration20261124060000_drop_demo_listing extends Migration {
  override name = 'Migration20261124060000_drop_demo_listing';

  override up(): void | Promise<void> {
    this.addSql(`drop table if exists "demo_listing" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "demo_listing" (
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
  }
}
