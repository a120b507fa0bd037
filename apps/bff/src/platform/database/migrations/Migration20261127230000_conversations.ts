import { Migration } from '@mikro-orm/migrations';

/**
 * Inquiries and conversations (docs/product/live-marketplace.md): one conversation per subject,
 * buyer and seller; each side's read mark and archive; messages with the client's id (a retry
 * stores nothing twice) and an ordered seq per conversation; attachments' bytes in PostgreSQL;
 * blocks between users; reports of messages; the shop's response rate.
 */
export class Migration20261127230000_conversations extends Migration {
  override name = 'Migration20261127230000_conversations';

  override up(): void | Promise<void> {
    this.addSql(`create table "conversation" (
      "id" uuid not null primary key,
      "subject_kind" varchar(12) not null check ("subject_kind" in ('listing', 'requirement')),
      "subject_id" uuid not null,
      "subject_title" varchar(120) not null,
      "buyer_id" uuid not null references "app_user" ("id"),
      "seller_id" uuid not null references "app_user" ("id"),
      "last_seq" bigint not null default 0,
      "last_message_at" timestamptz null,
      "inquired_at" timestamptz null,
      "first_response_at" timestamptz null,
      "awaiting_since" timestamptz null,
      "last_buyer_seq" bigint not null default 0,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "conversation_sides_check" check ("buyer_id" <> "seller_id"),
      constraint "conversation_subject_unique" unique ("subject_kind", "subject_id", "buyer_id", "seller_id"));`);
    // The response metrics read a seller's listing inquiries of the last 90 days.
    this
      .addSql(`create index "conversation_seller_inquired_index" on "conversation" ("seller_id", "inquired_at")
      where "inquired_at" is not null;`);
    this.addSql(`create table "conversation_participant" (
      "conversation_id" uuid not null references "conversation" ("id") on delete cascade,
      "user_id" uuid not null references "app_user" ("id"),
      "role" varchar(6) not null check ("role" in ('buyer', 'seller')),
      "last_read_seq" bigint not null default 0,
      "archived_at" timestamptz null,
      primary key ("conversation_id", "user_id"));`);
    this.addSql(
      `create index "conversation_participant_user_index" on "conversation_participant" ("user_id");`,
    );
    this.addSql(`create table "conversation_message" (
      "id" uuid not null primary key,
      "conversation_id" uuid not null references "conversation" ("id") on delete cascade,
      "seq" bigint not null,
      "sender_id" uuid null references "app_user" ("id"),
      "kind" varchar(8) not null check ("kind" in ('text', 'inquiry', 'system')),
      "text" text not null,
      "inquiry_quantity" integer null,
      "inquiry_phone" varchar(15) null,
      "data" jsonb not null default '{}',
      "created_at" timestamptz not null,
      constraint "conversation_message_seq_unique" unique ("conversation_id", "seq"));`);
    this.addSql(`create table "message_attachment" (
      "id" uuid not null primary key,
      "conversation_id" uuid not null references "conversation" ("id") on delete cascade,
      "uploader_id" uuid not null references "app_user" ("id"),
      "message_id" uuid null references "conversation_message" ("id") on delete cascade,
      "name" varchar(200) not null,
      "mime" varchar(40) not null,
      "byte_size" integer not null,
      "bytes" bytea not null,
      "created_at" timestamptz not null);`);
    this.addSql(
      `create index "message_attachment_message_index" on "message_attachment" ("message_id");`,
    );
    this.addSql(`create table "user_block" (
      "blocker_id" uuid not null references "app_user" ("id"),
      "blocked_id" uuid not null references "app_user" ("id"),
      "created_at" timestamptz not null,
      primary key ("blocker_id", "blocked_id"));`);
    this.addSql(`create table "message_report" (
      "id" uuid not null primary key,
      "message_id" uuid not null references "conversation_message" ("id") on delete cascade,
      "reporter_id" uuid not null references "app_user" ("id"),
      "reason" varchar(16) not null check ("reason" in ('spam', 'harassment', 'fraud', 'offensive', 'other')),
      "details" varchar(1000) null,
      "status" varchar(16) not null default 'open' check ("status" in ('open', 'resolved', 'dismissed')),
      "created_at" timestamptz not null,
      constraint "message_report_once" unique ("message_id", "reporter_id"));`);
    this.addSql(`alter table "shop" add column "response_rate" smallint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop" drop column "response_rate";`);
    for (const table of [
      'message_report',
      'user_block',
      'message_attachment',
      'conversation_message',
      'conversation_participant',
      'conversation',
    ])
      this.addSql(`drop table if exists "${table}";`);
  }
}
