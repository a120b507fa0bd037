import { Migration } from '@mikro-orm/migrations';

/**
 * The launch waitlist (double opt-in), the launch broadcast with one delivery record per
 * subscriber (what makes sending exactly-once), and the development SMS outbox.
 */
export class Migration20261121140000_waitlist_and_broadcast extends Migration {
  override name = 'Migration20261121140000_waitlist_and_broadcast';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscriber" (
      "id" serial primary key,
      "contact_type" varchar(5) not null check ("contact_type" in ('email', 'phone')),
      "address" varchar(254) not null,
      "status" varchar(12) not null default 'pending' check ("status" in ('pending', 'confirmed', 'unsubscribed')),
      "source" varchar(40) not null,
      "confirmation_sent_at" timestamptz null,
      "confirmed_at" timestamptz null,
      "unsubscribed_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "subscriber_contact_unique" unique ("contact_type", "address")
    );`);
    // The broadcast pages through confirmed subscribers in id order.
    this.addSql(
      `create index "subscriber_confirmed_id_index" on "subscriber" ("id") where "status" = 'confirmed';`,
    );

    this.addSql(`create table "broadcast" (
      "id" serial primary key,
      "kind" varchar(20) not null,
      "status" varchar(12) not null check ("status" in ('enqueuing', 'enqueued')),
      "trigger" varchar(20) not null,
      "total" integer not null default 0,
      "last_subscriber_id" integer not null default 0,
      "created_at" timestamptz not null,
      "enqueued_at" timestamptz null,
      constraint "broadcast_kind_unique" unique ("kind")
    );`);

    this.addSql(`create table "broadcast_delivery" (
      "broadcast_id" integer not null references "broadcast" ("id") on delete cascade,
      "subscriber_id" integer not null references "subscriber" ("id") on delete cascade,
      "channel" varchar(5) not null check ("channel" in ('email', 'phone')),
      "status" varchar(10) not null check ("status" in ('sending', 'sent', 'failed', 'skipped')),
      "attempts" integer not null default 1,
      "detail" varchar(500) null,
      "updated_at" timestamptz not null,
      primary key ("broadcast_id", "subscriber_id")
    );`);
    this.addSql(
      `create index "broadcast_delivery_status_index" on "broadcast_delivery" ("broadcast_id", "status");`,
    );

    this.addSql(`create table "sms_outbox" (
      "id" serial primary key,
      "recipient" varchar(15) not null,
      "body" text not null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "sms_outbox_recipient_index" on "sms_outbox" ("recipient", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sms_outbox" cascade;`);
    this.addSql(`drop table if exists "broadcast_delivery" cascade;`);
    this.addSql(`drop table if exists "broadcast" cascade;`);
    this.addSql(`drop table if exists "subscriber" cascade;`);
  }
}
