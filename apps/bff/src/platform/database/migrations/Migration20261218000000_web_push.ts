import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push (docs/product/push-notifications.md, docs/decisions/0040-web-push.md).
 * `push_subscription`: one browser's subscription, unique by endpoint (the browser subscribing
 * again, even for another account, moves it), with its encryption keys, a label from the user agent,
 * when it last received a push and how many sends in a row failed. Gone with the account.
 * `notification_preference` gains `push` per category; `email` and `push` may be null (the
 * category's default), so choosing one does not pin the other. `alerts` (saved-search alerts) is
 * split from `matches`: users who chose a mail delivery for matches keep it for alerts.
 * `notification_quiet_hours`: the hours a user gets no push, in their own time zone.
 */
export class Migration20261218000000_web_push extends Migration {
  override name = 'Migration20261218000000_web_push';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_subscription" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "endpoint" varchar(2000) not null,
      "p256dh" varchar(100) not null,
      "auth" varchar(30) not null,
      "label" varchar(80) not null,
      "created_at" timestamptz not null default now(),
      "last_pushed_at" timestamptz null,
      "failures" integer not null default 0,
      constraint "push_subscription_pkey" primary key ("id"),
      constraint "push_subscription_endpoint_unique" unique ("endpoint")
    );`);
    this.addSql(
      `create index "push_subscription_user_id_index" on "push_subscription" ("user_id", "created_at" desc);`,
    );
    this.addSql(`alter table "notification_preference" alter column "email" drop not null;`);
    this.addSql(`alter table "notification_preference" add column "push" boolean null;`);
    this.addSql(
      `insert into "notification_preference" ("user_id", "category", "email")
       select "user_id", 'alerts', "email" from "notification_preference" where "category" = 'matches'
       on conflict do nothing;`,
    );
    this.addSql(`create table "notification_quiet_hours" (
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "from_time" char(5) not null,
      "to_time" char(5) not null,
      "time_zone" varchar(64) not null,
      constraint "notification_quiet_hours_pkey" primary key ("user_id"),
      constraint "notification_quiet_hours_times_check"
        check ("from_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "to_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "from_time" <> "to_time")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_quiet_hours";`);
    this.addSql(`delete from "notification_preference" where "category" = 'alerts';`);
    this.addSql(`delete from "notification_preference" where "email" is null;`);
    this.addSql(`alter table "notification_preference" drop column "push";`);
    this.addSql(`alter table "notification_preference" alter column "email" set not null;`);
    this.addSql(`drop table if exists "push_subscription";`);
  }
}
