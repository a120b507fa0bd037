import { Migration } from '@mikro-orm/migrations';

/**
 * Messages from the public contact form, and the support tickets of signed-in users
 * (listed by owner, newest first).
 */
export class Migration20261121170000_contact_and_tickets extends Migration {
  override name = 'Migration20261121170000_contact_and_tickets';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_message" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "email" varchar(254) not null,
      "subject" varchar(200) not null,
      "message" text not null,
      "created_at" timestamptz not null
    );`);

    this.addSql(`create table "support_ticket" (
      "id" serial primary key,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "subject" varchar(200) not null,
      "category" varchar(20) not null check ("category" in ('account', 'billing', 'orders', 'listings', 'technical', 'safety', 'other')),
      "message" text not null,
      "status" varchar(12) not null default 'open' check ("status" in ('open', 'in_progress', 'resolved', 'closed')),
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "closed_at" timestamptz null
    );`);
    this.addSql(
      `create index "support_ticket_user_id_index" on "support_ticket" ("user_id", "id" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "support_ticket" cascade;`);
    this.addSql(`drop table if exists "contact_message" cascade;`);
  }
}
