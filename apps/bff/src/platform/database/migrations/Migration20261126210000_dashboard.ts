import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's two tables (docs/product/dashboard.md): each user's activity timeline, started
 * from what the catalogue already holds, and each listing's views per day (a seller's "views this
 * week"; the lifetime count stays on the listing).
 */
export class Migration20261126210000_dashboard extends Migration {
  override name = 'Migration20261126210000_dashboard';

  override up(): void | Promise<void> {
    this.addSql(`create table "activity_entry" (
      "id" uuid primary key,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "kind" varchar(40) not null,
      "subject_kind" varchar(20) null,
      "subject_id" varchar(40) null,
      "subject" varchar(200) null,
      "status" varchar(30) null,
      "at" timestamptz not null default now()
    );`);
    this.addSql(
      `create index "activity_entry_user_at_index" on "activity_entry" ("user_id", "at" desc, "id" desc);`,
    );
    // What happened before the timeline existed, as far as the records tell it. Milliseconds, as
    // the app writes them, so the keyset cursor (JavaScript dates) compares exactly.
    const at = (column: string) => `date_trunc('milliseconds', ${column})`;
    this.addSql(`insert into "activity_entry" ("id", "user_id", "kind", "at")
      select gen_random_uuid(), "id", 'account.created', ${at('"created_at"')} from "app_user";`);
    for (const [table, author, kind] of [
      ['listing', 'seller_id', 'listing.posted'],
      ['requirement', 'buyer_id', 'requirement.posted'],
    ] as const) {
      this
        .addSql(`insert into "activity_entry" ("id", "user_id", "kind", "subject_kind", "subject_id", "subject", "at")
        select gen_random_uuid(), "${author}", '${kind}', '${table}', "id"::text, "title", ${at('"created_at"')} from "${table}";`);
    }
    this
      .addSql(`insert into "activity_entry" ("id", "user_id", "kind", "subject_kind", "subject_id", "subject", "at")
      select gen_random_uuid(), s."user_id", 'listing.saved', 'listing', l."id"::text, l."title", ${at('s."created_at"')}
      from "saved_listing" s join "listing" l on l."id" = s."listing_id";`);
    this
      .addSql(`insert into "activity_entry" ("id", "user_id", "kind", "subject_kind", "subject_id", "subject", "at")
      select gen_random_uuid(), "user_id", 'ticket.opened', 'ticket', "id"::text, "subject", ${at('"created_at"')} from "support_ticket";`);

    this.addSql(`create table "listing_daily_view" (
      "listing_id" uuid not null references "listing" ("id") on delete cascade,
      "day" date not null,
      "views" integer not null default 0,
      primary key ("listing_id", "day")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "listing_daily_view";`);
    this.addSql(`drop table if exists "activity_entry";`);
  }
}
