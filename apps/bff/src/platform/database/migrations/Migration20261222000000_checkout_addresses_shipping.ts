import { Migration } from '@mikro-orm/migrations';

/**
 * Checkout for goods (docs/decisions/0041-checkout-addresses-and-shipping.md). `delivery_address`:
 * a buyer's saved addresses (India: PIN code and state; the US: ZIP and state), one default per
 * account (partial unique index), gone with the account. `listing.shipping_options`: what the
 * seller offers at checkout, a JSON array of { kind, amountMinor? }. An order keeps the shipping
 * chosen (kind, rate, amount; the amount is in its total) and the address as it was when placed.
 */
export class Migration20261222000000_checkout_addresses_shipping extends Migration {
  override name = 'Migration20261222000000_checkout_addresses_shipping';

  override up(): void | Promise<void> {
    this.addSql(`create table "delivery_address" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "name" varchar(100) not null,
      "phone" varchar(40) not null,
      "line1" varchar(120) not null,
      "line2" varchar(120) not null default '',
      "city" varchar(80) not null,
      "state" varchar(60) not null,
      "postal_code" varchar(10) not null,
      "country" varchar(2) not null,
      "is_default" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "delivery_address_pkey" primary key ("id"),
      constraint "delivery_address_country_check" check ("country" in ('IN', 'US'))
    );`);
    this.addSql(
      `create index "delivery_address_user_index" on "delivery_address" ("user_id", "created_at");`,
    );
    this.addSql(
      `create unique index "delivery_address_one_default" on "delivery_address" ("user_id") where "is_default";`,
    );
    this.addSql(`alter table "listing" add column "shipping_options" jsonb not null default '[]';`);
    this.addSql(`alter table "market_order" add column "shipping_kind" varchar(10) null;`);
    this.addSql(`alter table "market_order" add column "shipping_rate_minor" bigint null;`);
    this.addSql(
      `alter table "market_order" add column "shipping_minor" bigint not null default 0;`,
    );
    this.addSql(`alter table "market_order" add column "delivery_address" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "market_order" drop column "delivery_address";`);
    this.addSql(`alter table "market_order" drop column "shipping_minor";`);
    this.addSql(`alter table "market_order" drop column "shipping_rate_minor";`);
    this.addSql(`alter table "market_order" drop column "shipping_kind";`);
    this.addSql(`alter table "listing" drop column "shipping_options";`);
    this.addSql(`drop table if exists "delivery_address";`);
  }
}
