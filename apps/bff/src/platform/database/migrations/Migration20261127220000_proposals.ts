import { Migration } from '@mikro-orm/migrations';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const statuses = [
  'submitted',
  'shortlisted',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
];
const active = ['submitted', 'shortlisted', 'countered'];
const events = [
  'submitted',
  'updated',
  'withdrawn',
  'shortlisted',
  'countered',
  'counterAccepted',
  'counterDeclined',
  'accepted',
  'declined',
  'expired',
];

/**
 * Proposals on requirements (docs/product/live-marketplace.md, "Proposals"): the proposal with its
 * terms and the buyer's open counter-offer, its history, its photos. One active proposal per seller
 * and requirement is a partial unique index, so two parallel submissions cannot both land; the
 * per-requirement cap is counted under a lock on the requirement's row (the service).
 */
export class Migration20261127220000_proposals extends Migration {
  override name = 'Migration20261127220000_proposals';

  override up(): void | Promise<void> {
    this.addSql(`create table "proposal" (
      "id" uuid primary key,
      "requirement_id" uuid not null references "requirement" ("id") on delete cascade,
      "seller_id" uuid not null references "app_user" ("id") on delete cascade,
      "buyer_id" uuid not null,
      "shop_id" uuid not null references "shop" ("id") on delete cascade,
      "status" varchar(16) not null check ("status" in (${list(statuses)})),
      "currency" varchar(3) not null check ("currency" in ('USD', 'INR')),
      "unit_price_minor" bigint not null check ("unit_price_minor" > 0),
      "quantity" integer not null check ("quantity" > 0),
      "total_minor" bigint not null check ("total_minor" = "unit_price_minor" * "quantity"),
      "delivery_days" integer not null check ("delivery_days" between 1 and 365),
      "valid_until" date not null,
      "message" text not null,
      "counter_unit_price_minor" bigint null,
      "counter_quantity" integer null,
      "counter_total_minor" bigint null,
      "counter_delivery_days" integer null,
      "counter_message" text null,
      "counter_at" timestamptz null,
      "decline_reason" varchar(500) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "proposal_counter_check" check (("status" = 'countered') = ("counter_at" is not null))
    );`);
    this
      .addSql(`create unique index "proposal_one_active_index" on "proposal" ("requirement_id", "seller_id")
      where "status" in (${list(active)});`);
    this.addSql(
      `create index "proposal_requirement_index" on "proposal" ("requirement_id", "created_at");`,
    );
    this.addSql(
      `create index "proposal_seller_index" on "proposal" ("seller_id", "updated_at" desc);`,
    );
    this.addSql(`create index "proposal_buyer_index" on "proposal" ("buyer_id");`);

    this.addSql(`create table "proposal_event" (
      "id" uuid primary key,
      "proposal_id" uuid not null references "proposal" ("id") on delete cascade,
      "type" varchar(20) not null check ("type" in (${list(events)})),
      "by" varchar(8) not null check ("by" in ('buyer', 'seller', 'system')),
      "note" varchar(1000) null,
      "at" timestamptz not null default now()
    );`);
    this.addSql(
      `create index "proposal_event_proposal_index" on "proposal_event" ("proposal_id", "at", "id");`,
    );

    this.addSql(`create table "proposal_attachment" (
      "proposal_id" uuid not null references "proposal" ("id") on delete cascade,
      "image_id" uuid not null references "image" ("id") on delete cascade,
      "position" smallint not null check ("position" between 0 and 4),
      primary key ("proposal_id", "image_id"),
      unique ("proposal_id", "position")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "proposal_attachment";`);
    this.addSql(`drop table if exists "proposal_event";`);
    this.addSql(`drop table if exists "proposal";`);
  }
}
