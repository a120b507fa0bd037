import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue (docs/product/marketplace.md): shops, listings (sellers' offers) and
 * requirements (buyers' requests) with their photos, saved listings and recent views, and
 * reports. Money is integer minor units with a currency (docs/decisions/0009-money-in-minor-units.md).
 * The demo table that fed the home page until now is kept aside as demo_listing until the
 * catalogue serves the home page from real records.
 */
export class Migration20261124000000_catalogue extends Migration {
  override name = 'Migration20261124000000_catalogue';

  override up(): void | Promise<void> {
    this.addSql(`alter table "listing" rename to "demo_listing";`);
    this.addSql(
      `alter index "listing_type_posted_at_index" rename to "demo_listing_type_posted_at_index";`,
    );
    this.addSql(`alter index "listing_posted_at_index" rename to "demo_listing_posted_at_index";`);
    this.addSql(
      `alter table "demo_listing" rename constraint "listing_pkey" to "demo_listing_pkey";`,
    );

    this.addSql(`create table "shop" (
      "id" uuid primary key default gen_random_uuid(),
      "owner_id" uuid not null unique references "app_user" ("id") on delete cascade,
      "slug" varchar(60) not null unique,
      "name" varchar(80) not null,
      "tagline" varchar(140) null,
      "description" text null,
      "logo_image_id" uuid null references "image" ("id") on delete set null,
      "cover_image_id" uuid null references "image" ("id") on delete set null,
      "city" varchar(80) not null,
      "region" varchar(80) null,
      "country" char(2) not null,
      "latitude" double precision null,
      "longitude" double precision null,
      "show_contact" boolean not null default false,
      "listing_count" integer not null default 0,
      "rating_average" numeric(3, 2) null,
      "rating_count" integer not null default 0,
      "response_time_minutes" integer null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "shop_point_check" check (("latitude" is null) = ("longitude" is null))
    );`);
    this.addSql(`create index "shop_city_index" on "shop" (lower("city"));`);

    this.addSql(`create table "listing" (
      "id" uuid primary key default gen_random_uuid(),
      "shop_id" uuid not null references "shop" ("id") on delete cascade,
      "seller_id" uuid not null references "app_user" ("id") on delete cascade,
      "sku" varchar(64) null,
      "title" varchar(120) not null,
      "description" text not null,
      "category" varchar(60) not null,
      "subgroup_id" varchar(60) not null,
      "group_id" varchar(60) not null,
      "price_type" varchar(12) not null check ("price_type" in ('fixed', 'negotiable', 'on_request')),
      "price_minor" bigint null check ("price_minor" >= 0),
      "currency" char(3) not null check ("currency" in ('USD', 'INR')),
      "price_unit" varchar(12) not null,
      "min_order_quantity" integer not null default 1 check ("min_order_quantity" >= 1),
      "min_order_unit" varchar(12) not null,
      "availability" varchar(14) not null check ("availability" in ('in_stock', 'made_to_order', 'out_of_stock')),
      "condition" varchar(12) null check ("condition" in ('new', 'used', 'refurbished')),
      "city" varchar(80) not null,
      "region" varchar(80) null,
      "country" char(2) not null,
      "latitude" double precision null,
      "longitude" double precision null,
      "tags" text[] not null default '{}',
      "attributes" jsonb not null default '[]',
      "deal_compare_at_minor" bigint null,
      "deal_ends_at" timestamptz null,
      "status" varchar(16) not null check ("status" in ('draft', 'pending_review', 'published', 'paused', 'closed', 'rejected', 'expired')),
      "rejection_reason" varchar(500) null,
      "moderation_flags" text[] not null default '{}',
      "published_at" timestamptz null,
      "expires_at" timestamptz null,
      "view_count" integer not null default 0,
      "save_count" integer not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "listing_price_check" check ("price_type" = 'on_request' or "price_minor" is not null),
      constraint "listing_deal_check" check (("deal_compare_at_minor" is null) = ("deal_ends_at" is null)),
      constraint "listing_point_check" check (("latitude" is null) = ("longitude" is null))
    );`);
    this.addSql(
      `create unique index "listing_shop_sku_unique" on "listing" ("shop_id", "sku") where "sku" is not null;`,
    );
    this.addSql(
      `create index "listing_published_index" on "listing" ("published_at" desc, "id") where "status" = 'published';`,
    );
    this.addSql(`create index "listing_shop_status_index" on "listing" ("shop_id", "status");`);
    this.addSql(
      `create index "listing_seller_index" on "listing" ("seller_id", "created_at" desc);`,
    );

    this.addSql(`create table "listing_image" (
      "listing_id" uuid not null references "listing" ("id") on delete cascade,
      "image_id" uuid not null references "image" ("id") on delete restrict,
      "position" smallint not null check ("position" between 0 and 7),
      primary key ("listing_id", "position"),
      unique ("listing_id", "image_id")
    );`);

    this.addSql(`create table "requirement" (
      "id" uuid primary key default gen_random_uuid(),
      "buyer_id" uuid not null references "app_user" ("id") on delete cascade,
      "title" varchar(120) not null,
      "description" text not null,
      "category" varchar(60) not null,
      "subgroup_id" varchar(60) not null,
      "group_id" varchar(60) not null,
      "quantity" integer not null check ("quantity" >= 1),
      "quantity_unit" varchar(12) not null,
      "budget_min_minor" bigint null check ("budget_min_minor" >= 0),
      "budget_max_minor" bigint null check ("budget_max_minor" >= 0),
      "currency" char(3) not null check ("currency" in ('USD', 'INR')),
      "needed_by" date null,
      "urgency" varchar(6) not null check ("urgency" in ('high', 'medium', 'low')),
      "city" varchar(80) not null,
      "region" varchar(80) null,
      "country" char(2) not null,
      "latitude" double precision null,
      "longitude" double precision null,
      "tags" text[] not null default '{}',
      "status" varchar(16) not null check ("status" in ('draft', 'pending_review', 'open', 'closed', 'rejected', 'expired')),
      "close_reason" varchar(10) null check ("close_reason" in ('fulfilled', 'cancelled')),
      "rejection_reason" varchar(500) null,
      "moderation_flags" text[] not null default '{}',
      "published_at" timestamptz null,
      "expires_at" timestamptz null,
      "view_count" integer not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "requirement_budget_check" check ("budget_min_minor" is null or "budget_max_minor" is null or "budget_min_minor" <= "budget_max_minor"),
      constraint "requirement_point_check" check (("latitude" is null) = ("longitude" is null))
    );`);
    this.addSql(
      `create index "requirement_open_index" on "requirement" ("published_at" desc, "id") where "status" = 'open';`,
    );
    this.addSql(
      `create index "requirement_buyer_index" on "requirement" ("buyer_id", "created_at" desc);`,
    );

    this.addSql(`create table "requirement_image" (
      "requirement_id" uuid not null references "requirement" ("id") on delete cascade,
      "image_id" uuid not null references "image" ("id") on delete restrict,
      "position" smallint not null check ("position" between 0 and 3),
      primary key ("requirement_id", "position"),
      unique ("requirement_id", "image_id")
    );`);

    this.addSql(`create table "saved_listing" (
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "listing_id" uuid not null references "listing" ("id") on delete cascade,
      "saved_price_minor" bigint null,
      "saved_currency" char(3) not null,
      "created_at" timestamptz not null default now(),
      primary key ("user_id", "listing_id")
    );`);
    this.addSql(
      `create index "saved_listing_user_index" on "saved_listing" ("user_id", "created_at" desc);`,
    );

    this.addSql(`create table "listing_view" (
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "listing_id" uuid not null references "listing" ("id") on delete cascade,
      "viewed_at" timestamptz not null default now(),
      primary key ("user_id", "listing_id")
    );`);
    this.addSql(
      `create index "listing_view_user_index" on "listing_view" ("user_id", "viewed_at" desc);`,
    );

    this.addSql(`create table "content_report" (
      "id" uuid primary key default gen_random_uuid(),
      "reporter_id" uuid not null references "app_user" ("id") on delete cascade,
      "target_kind" varchar(12) not null check ("target_kind" in ('listing', 'requirement', 'shop')),
      "target_id" uuid not null,
      "reason" varchar(20) not null check ("reason" in ('prohibited', 'fraud', 'counterfeit', 'wrong_category', 'duplicate', 'offensive', 'other')),
      "details" varchar(1000) null,
      "status" varchar(10) not null default 'open' check ("status" in ('open', 'resolved', 'dismissed')),
      "created_at" timestamptz not null default now(),
      "resolved_at" timestamptz null,
      "resolved_by" uuid null references "app_user" ("id") on delete set null
    );`);
    this.addSql(
      `create unique index "content_report_open_unique" on "content_report" ("reporter_id", "target_kind", "target_id") where "status" = 'open';`,
    );
    this.addSql(
      `create index "content_report_status_index" on "content_report" ("status", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of [
      'content_report',
      'listing_view',
      'saved_listing',
      'requirement_image',
      'requirement',
      'listing_image',
      'listing',
      'shop',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`alter table "demo_listing" rename to "listing";`);
  }
}
