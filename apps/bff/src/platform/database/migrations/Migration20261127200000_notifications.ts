import { Migration } from '@mikro-orm/migrations';

/**
 * The notification centre (docs/product/live-marketplace.md): notifications with an ordered
 * identity id (catch-up reads "after id"), and email preferences per category. The partial index
 * serves the unread badge; the worker's sweep finds unmailed unread ones by the second.
 */
export class Migration20261127200000_notifications extends Migration {
  override name = 'Migration20261127200000_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification" (
      "id" bigint generated always as identity primary key,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "type" varchar(40) not null,
      "title" varchar(200) not null,
      "body" varchar(1000) null,
      "link" varchar(300) null,
      "data" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      "seen_at" timestamptz null,
      "read_at" timestamptz null,
      "emailed_at" timestamptz null
    );`);
    this.addSql(
      `create index "notification_user_id_index" on "notification" ("user_id", "id" desc);`,
    );
    this.addSql(
      `create index "notification_unread_index" on "notification" ("user_id", "id") where "read_at" is null;`,
    );
    this.addSql(
      `create index "notification_unmailed_index" on "notification" ("created_at") where "read_at" is null and "emailed_at" is null;`,
    );
    this.addSql(`create table "notification_preference" (
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "category" varchar(20) not null,
      "email" varchar(10) not null check ("email" in ('off', 'instant', 'digest')),
      primary key ("user_id", "category")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_preference";`);
    this.addSql(`drop table if exists "notification";`);
  }
}
