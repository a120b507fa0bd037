import { Migration } from '@mikro-orm/migrations';

/**
 * Every listing's running totals at every rolled-up month since its first, from the monthly rows
 * (also how the analytics benchmark fills them after seeding those).
 */
export const runningTotalsFromMonths = `insert into "listing_running_stat" ("listing_id", "month", "seller_id", "views", "inquiries", "orders")
  select f."listing_id", m."month", f."seller_id",
         sum(coalesce(s."views", 0)) over w, sum(coalesce(s."inquiries", 0)) over w, sum(coalesce(s."orders", 0)) over w
  from (select "listing_id", min("month") as "first", min("seller_id"::text)::uuid as "seller_id"
        from "listing_monthly_stat" group by "listing_id") as f
  join (select distinct "month" from "listing_monthly_stat") as m on m."month" >= f."first"
  left join "listing_monthly_stat" s on s."listing_id" = f."listing_id" and s."month" = m."month"
  window w as (partition by f."listing_id" order by m."month")`;

/** Each seller's categories per month, from the daily rows (the category of each day). */
export const categoryMonthsFromDays = `insert into "category_monthly_stat" ("seller_id", "month", "category", "views", "inquiries", "orders")
  select "seller_id", date_trunc('month', "day")::date, "category", sum("views"), sum("inquiries"), sum("orders")
  from "listing_daily_stat" group by "seller_id", date_trunc('month', "day")::date, "category"`;

/**
 * Two rollups more for the seller analytics' top listings and categories over long ranges
 * (docs/product/seller-analytics.md), both written by the worker's day rollup:
 *
 * - `listing_running_stat`: per listing and month, its views, inquiries and orders from its first
 *   rolled-up day through the end of that month. Every listing with any history has a row in every
 *   rolled-up month since, so a range of whole months is one row at its end less one before its
 *   start: two rows per listing however long the range, where summing months read up to 24.
 * - `category_monthly_stat`: per seller, category and month (the listing's category on each day
 *   counted): a seller's categories over two years are a few thousand rows, not one per listing.
 *
 * Filled here from the monthly and daily rollups already written.
 */
export class Migration20261206000000_analytics_running_totals extends Migration {
  override name = 'Migration20261206000000_analytics_running_totals';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "listing_running_stat" (
        "listing_id" uuid not null references "listing" ("id") on delete cascade,
        "month" date not null,
        "seller_id" uuid not null,
        "views" bigint not null default 0,
        "inquiries" bigint not null default 0,
        "orders" bigint not null default 0,
        constraint "listing_running_stat_pkey" primary key ("listing_id", "month"),
        constraint "listing_running_stat_month_check" check (extract(day from "month") = 1)
      );`,
    );
    // Index-only reads of a seller's listings at one month, and the rollup's rewrite of a month.
    this.addSql(
      `create index "listing_running_stat_seller_index" on "listing_running_stat" ("seller_id", "month") include ("listing_id", "views", "inquiries", "orders");`,
    );
    this.addSql(
      `create index "listing_running_stat_month_index" on "listing_running_stat" ("month");`,
    );

    this.addSql(
      `create table "category_monthly_stat" (
        "seller_id" uuid not null,
        "month" date not null,
        "category" varchar(60) not null,
        "views" integer not null default 0,
        "inquiries" integer not null default 0,
        "orders" integer not null default 0,
        constraint "category_monthly_stat_pkey" primary key ("seller_id", "month", "category"),
        constraint "category_monthly_stat_month_check" check (extract(day from "month") = 1)
      );`,
    );
    this.addSql(
      `create index "category_monthly_stat_month_index" on "category_monthly_stat" ("month");`,
    );

    // What the rollups already hold.
    this.addSql(`${runningTotalsFromMonths};`);
    this.addSql(`${categoryMonthsFromDays};`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "category_monthly_stat";`);
    this.addSql(`drop table if exists "listing_running_stat";`);
  }
}
