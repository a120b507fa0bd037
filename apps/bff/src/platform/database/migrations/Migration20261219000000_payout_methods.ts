import { Migration } from '@mikro-orm/migrations';

/**
 * Payout methods (docs/product/payouts.md). `payout_method`: a seller's bank account or UPI ID,
 * with what is shown of it (last 4 characters, the bank's code, the holder's name) and the full
 * number sealed for the provider (never answered, exported or logged); its verification state and
 * the provider's reference. One default per seller (partial unique index). `payout_method_change`:
 * each add, default change and removal, which mails the seller; one that `holds` stops payouts for
 * 24 hours after it. `payout` records the method it went to and its label as it was then.
 */
export class Migration20261219000000_payout_methods extends Migration {
  override name = 'Migration20261219000000_payout_methods';

  override up(): void | Promise<void> {
    this.addSql(`create table "payout_method" (
      "id" uuid not null default gen_random_uuid(),
      "seller_id" uuid not null references "app_user" ("id") on delete cascade,
      "kind" varchar(10) not null,
      "holder_name" varchar(100) not null,
      "last4" varchar(4) not null,
      "bank" varchar(64) not null,
      "account_type" varchar(10) null,
      "number_sealed" text not null,
      "state" varchar(10) not null default 'added',
      "is_default" boolean not null default false,
      "wrong_tries" integer not null default 0,
      "provider_ref" varchar(100) null,
      "created_at" timestamptz not null default now(),
      "verified_at" timestamptz null,
      constraint "payout_method_pkey" primary key ("id"),
      constraint "payout_method_kind_check" check ("kind" in ('in_bank', 'us_bank', 'upi')),
      constraint "payout_method_state_check" check ("state" in ('added', 'verifying', 'verified', 'failed')),
      constraint "payout_method_default_check" check (not "is_default" or "state" = 'verified')
    );`);
    this.addSql(
      `create index "payout_method_seller_index" on "payout_method" ("seller_id", "created_at");`,
    );
    this.addSql(
      `create unique index "payout_method_one_default" on "payout_method" ("seller_id") where "is_default";`,
    );
    this.addSql(`create table "payout_method_change" (
      "id" uuid not null default gen_random_uuid(),
      "seller_id" uuid not null references "app_user" ("id") on delete cascade,
      "change" varchar(10) not null,
      "label" varchar(80) not null,
      "holds" boolean not null,
      "at" timestamptz not null default now(),
      constraint "payout_method_change_pkey" primary key ("id"),
      constraint "payout_method_change_check" check ("change" in ('added', 'default', 'removed'))
    );`);
    this.addSql(
      `create index "payout_method_change_seller_index" on "payout_method_change" ("seller_id", "at" desc);`,
    );
    this.addSql(
      `alter table "payout" add column "method_id" uuid null references "payout_method" ("id") on delete set null;`,
    );
    this.addSql(`alter table "payout" add column "method_label" varchar(80) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payout" drop column "method_label";`);
    this.addSql(`alter table "payout" drop column "method_id";`);
    this.addSql(`drop table if exists "payout_method_change";`);
    this.addSql(`drop table if exists "payout_method";`);
  }
}
