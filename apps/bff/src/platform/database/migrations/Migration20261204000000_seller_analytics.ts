import { Migration } from '@mikro-orm/migrations';

/**
 * The seller area's analytics (docs/product/seller-analytics.md). SQL-only tables:
 *
 * - `listing_visit`: one row per viewer, listing and UTC day (the viewer as a keyed hash, never an
 *   id or address); the raw views, kept 35 days. `seller_id` is copied so a seller's views of
 *   today are one index range.
 * - `listing_daily_stat` and `listing_monthly_stat`: per listing and day (month), its views,
 *   inquiries and orders, with its seller and category copied. (Top listings over a range first read
 *   whole months from the monthly rows; since Migration20261206000000 they read running totals,
 *   and the monthly rows feed those.)
 * - `seller_daily_stat` (views, inquiries, proposals, orders placed) and `seller_daily_revenue`
 *   (orders completed and their revenue, per currency): a seller's series, 730 rows for two years.
 *
 * The worker's `analytics.rollup-day` job writes the rollups (delete and insert per day). It finds
 * a day's inquiries, proposals and orders by their times, site-wide: the indexes below.
 * No foreign key points at app_user: the rows are the shop's counts, not an account's data.
 */
export class Migration20261204000000_seller_analytics extends Migration {
  override name = 'Migration20261204000000_seller_analytics';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "listing_visit" (
        "day" date not null,
        "listing_id" uuid not null references "listing" ("id") on delete cascade,
        "viewer_key" varchar(32) not null,
        "seller_id" uuid not null,
        constraint "listing_visit_pkey" primary key ("day", "listing_id", "viewer_key")
      );`,
    );
    this.addSql(
      `create index "listing_visit_seller_index" on "listing_visit" ("seller_id", "day");`,
    );
    // The listing's own cascade finds its rows by this.
    this.addSql(`create index "listing_visit_listing_index" on "listing_visit" ("listing_id");`);

    this.addSql(
      `create table "listing_daily_stat" (
        "listing_id" uuid not null references "listing" ("id") on delete cascade,
        "day" date not null,
        "seller_id" uuid not null,
        "category" varchar(60) not null,
        "views" integer not null default 0,
        "inquiries" integer not null default 0,
        "orders" integer not null default 0,
        constraint "listing_daily_stat_pkey" primary key ("listing_id", "day")
      );`,
    );
    // Index-only reads of a seller's listings over a range, and the rollup's delete of a day.
    this.addSql(
      `create index "listing_daily_stat_seller_index" on "listing_daily_stat" ("seller_id", "day") include ("listing_id", "category", "views", "inquiries", "orders");`,
    );
    this.addSql(`create index "listing_daily_stat_day_index" on "listing_daily_stat" ("day");`);

    this.addSql(
      `create table "listing_monthly_stat" (
        "listing_id" uuid not null references "listing" ("id") on delete cascade,
        "month" date not null,
        "seller_id" uuid not null,
        "category" varchar(60) not null,
        "views" integer not null default 0,
        "inquiries" integer not null default 0,
        "orders" integer not null default 0,
        constraint "listing_monthly_stat_pkey" primary key ("listing_id", "month"),
        constraint "listing_monthly_stat_month_check" check (extract(day from "month") = 1)
      );`,
    );
    this.addSql(
      `create index "listing_monthly_stat_seller_index" on "listing_monthly_stat" ("seller_id", "month") include ("listing_id", "category", "views", "inquiries", "orders");`,
    );
    this.addSql(
      `create index "listing_monthly_stat_month_index" on "listing_monthly_stat" ("month");`,
    );

    this.addSql(
      `create table "seller_daily_stat" (
        "seller_id" uuid not null,
        "day" date not null,
        "views" integer not null default 0,
        "inquiries" integer not null default 0,
        "proposals" integer not null default 0,
        "orders" integer not null default 0,
        constraint "seller_daily_stat_pkey" primary key ("seller_id", "day")
      );`,
    );
    this.addSql(`create index "seller_daily_stat_day_index" on "seller_daily_stat" ("day");`);
    this.addSql(
      `create table "seller_daily_revenue" (
        "seller_id" uuid not null,
        "day" date not null,
        "currency" varchar(3) not null,
        "completed" integer not null,
        "revenue_minor" bigint not null,
        constraint "seller_daily_revenue_pkey" primary key ("seller_id", "day", "currency")
      );`,
    );
    this.addSql(`create index "seller_daily_revenue_day_index" on "seller_daily_revenue" ("day");`);

    // The rollup's site-wide reads of one day: inquiries made, proposals sent, orders placed and
    // completed. (Each seller's own reads use those tables' seller indexes.)
    this.addSql(
      `create index "conversation_inquired_index" on "conversation" ("inquired_at") where "inquired_at" is not null and "subject_kind" = 'listing';`,
    );
    this.addSql(`create index "proposal_created_index" on "proposal" ("created_at");`);
    this.addSql(`create index "market_order_placed_index" on "market_order" ("placed_at");`);
    this.addSql(
      `create index "market_order_completed_index" on "market_order" ("completed_at") where "completed_at" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "market_order_completed_index";`);
    this.addSql(`drop index if exists "market_order_placed_index";`);
    this.addSql(`drop index if exists "proposal_created_index";`);
    this.addSql(`drop index if exists "conversation_inquired_index";`);
    this.addSql(`drop table if exists "seller_daily_revenue";`);
    this.addSql(`drop table if exists "seller_daily_stat";`);
    this.addSql(`drop table if exists "listing_monthly_stat";`);
    this.addSql(`drop table if exists "listing_daily_stat";`);
    this.addSql(`drop table if exists "listing_visit";`);
  }
}
