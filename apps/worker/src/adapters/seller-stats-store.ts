import { listingTable } from '@matchbazaar/db-schema';
import type pg from 'pg';
import type { Database } from './database.js';

// The listing's names come from libs/db-schema (docs/decisions/0026); the stats tables are the
// BFF's SQL-only tables, named here and in its seller-analytics repository.
const L = listingTable.name;
const lc = listingTable.columns;

/** How long raw views are kept: a day older than this is final and never rolled up again. */
export const visitsKeptDays = 35;

/** UTC midnight of a day as SQL sees it (`$1` is the day). */
const dayStart = `($1::date)::timestamp at time zone 'UTC'`;
const dayEnd = `($1::date + 1)::timestamp at time zone 'UTC'`;
const onDay = (column: string) => `${column} >= ${dayStart} and ${column} < ${dayEnd}`;

/** What one day's rollup wrote. */
export interface RollupCounts {
  listings: number;
  sellers: number;
  revenueRows: number;
}

/**
 * The seller analytics' rollups (docs/product/seller-analytics.md), in SQL over the BFF's tables:
 * one UTC day's views (listing_visit), inquiries (listing conversations by their first inquiry),
 * proposals sent and orders placed, per listing and per seller; revenue per seller and currency
 * from the orders completed that day; then the day's month per listing and per seller's category,
 * and the listings' running totals. Every write replaces the day's (or month's) rows in one
 * transaction, so a re-run, or two at once, leave the same rows.
 */
export class SellerStatsStore {
  constructor(private readonly db: Database) {}

  async rollupDay(day: string): Promise<RollupCounts> {
    const client = await this.db.connect();
    try {
      await client.query('begin');
      // Rollups take turns, whatever their day: each rewrites its day's month and the running
      // totals of every month after it, which a rollup of another day reads or writes too.
      await client.query(`select pg_advisory_xact_lock(hashtext('seller-stats'))`);
      await client.query(`delete from "listing_daily_stat" where "day" = $1`, [day]);
      const listings = await client.query(
        `insert into "listing_daily_stat" ("listing_id", "day", "seller_id", "category", "views", "inquiries", "orders")
         select l."${lc.id}", $1::date, l."${lc.sellerId}", l."${lc.category}", t."views", t."inquiries", t."orders"
         from (
           select "listing_id", sum("views")::int as "views", sum("inquiries")::int as "inquiries", sum("orders")::int as "orders"
           from (
             select "listing_id", count(*) as "views", 0 as "inquiries", 0 as "orders"
               from "listing_visit" where "day" = $1 group by "listing_id"
             union all
             select "subject_id", 0, count(*), 0 from "conversation"
               where "subject_kind" = 'listing' and "inquired_at" is not null and ${onDay('"inquired_at"')}
               group by "subject_id"
             union all
             select "listing_id", 0, 0, count(*) from "market_order"
               where "listing_id" is not null and ${onDay('"placed_at"')} group by "listing_id"
           ) as counted group by "listing_id"
         ) as t join "${L}" l on l."${lc.id}" = t."listing_id"`,
        [day],
      );
      await client.query(`delete from "seller_daily_stat" where "day" = $1`, [day]);
      const sellers = await client.query(
        `insert into "seller_daily_stat" ("seller_id", "day", "views", "inquiries", "proposals", "orders")
         select "seller_id", $1::date, sum("views")::int, sum("inquiries")::int, sum("proposals")::int, sum("orders")::int
         from (
           select "seller_id", count(*) as "views", 0 as "inquiries", 0 as "proposals", 0 as "orders"
             from "listing_visit" where "day" = $1 group by "seller_id"
           union all
           select "seller_id", 0, count(*), 0, 0 from "conversation"
             where "subject_kind" = 'listing' and "inquired_at" is not null and ${onDay('"inquired_at"')}
             group by "seller_id"
           union all
           select "seller_id", 0, 0, count(*), 0 from "proposal" where ${onDay('"created_at"')}
             group by "seller_id"
           union all
           select "seller_id", 0, 0, 0, count(*) from "market_order" where ${onDay('"placed_at"')}
             group by "seller_id"
         ) as counted group by "seller_id"`,
        [day],
      );
      await client.query(`delete from "seller_daily_revenue" where "day" = $1`, [day]);
      const revenue = await client.query(
        `insert into "seller_daily_revenue" ("seller_id", "day", "currency", "completed", "revenue_minor")
         select "seller_id", $1::date, "currency", count(*)::int, sum("total_minor" - "refunded_minor")
         from "market_order"
         where "status" = 'completed' and "completed_at" is not null and ${onDay('"completed_at"')}
         group by "seller_id", "currency"`,
        [day],
      );
      // The day's month, from its daily rows (category: the listing's latest that month).
      await client.query(
        `delete from "listing_monthly_stat" where "month" = date_trunc('month', $1::date)::date`,
        [day],
      );
      await client.query(
        `insert into "listing_monthly_stat" ("listing_id", "month", "seller_id", "category", "views", "inquiries", "orders")
         select "listing_id", date_trunc('month', $1::date)::date, (array_agg("seller_id" order by "day" desc))[1],
                (array_agg("category" order by "day" desc))[1], sum("views")::int, sum("inquiries")::int, sum("orders")::int
         from "listing_daily_stat"
         where "day" >= date_trunc('month', $1::date)::date and "day" < (date_trunc('month', $1::date) + interval '1 month')::date
         group by "listing_id"`,
        [day],
      );
      await this.rollupMonthFromDays(client, day);
      await client.query('commit');
      return {
        listings: listings.rowCount ?? 0,
        sellers: sellers.rowCount ?? 0,
        revenueRows: revenue.rowCount ?? 0,
      };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The day's month per seller and category (each day's category), and the listings' running
   * totals from that month on: a month's running row is the month before's plus the month's own,
   * for every listing with either; later months are rewritten too, so re-rolling an old day
   * carries its change forward. Every listing with any history has a row in every month, so only
   * rows whose totals changed are written (most listings saw nothing new since the last hourly
   * rollup): the rest are read, not rewritten.
   */
  private async rollupMonthFromDays(client: pg.PoolClient, day: string): Promise<void> {
    const month = `date_trunc('month', $1::date)::date`;
    await client.query(`delete from "category_monthly_stat" where "month" = ${month}`, [day]);
    await client.query(
      `insert into "category_monthly_stat" ("seller_id", "month", "category", "views", "inquiries", "orders")
       select "seller_id", ${month}, "category", sum("views")::int, sum("inquiries")::int, sum("orders")::int
       from "listing_daily_stat"
       where "day" >= ${month} and "day" < (${month} + interval '1 month')::date
       group by "seller_id", "category"`,
      [day],
    );
    const later = await client.query<{ month: string }>(
      `select distinct to_char("month", 'YYYY-MM-DD') as "month" from "listing_running_stat"
       where "month" > ${month} order by 1`,
      [day],
    );
    for (const each of [day, ...later.rows.map((row) => row.month)]) {
      await client.query(
        `with "totals" as (
           select coalesce(c."listing_id", p."listing_id") as "listing_id", ${month} as "month",
                  coalesce(c."seller_id", p."seller_id") as "seller_id",
                  coalesce(p."views", 0) + coalesce(c."views", 0) as "views",
                  coalesce(p."inquiries", 0) + coalesce(c."inquiries", 0) as "inquiries",
                  coalesce(p."orders", 0) + coalesce(c."orders", 0) as "orders"
           from (select * from "listing_running_stat" where "month" =
                   (select max("month") from "listing_running_stat" where "month" < ${month})) as p
           full join (select * from "listing_monthly_stat" where "month" = ${month}) as c
             on c."listing_id" = p."listing_id"
         ), "written" as (
           insert into "listing_running_stat" as r ("listing_id", "month", "seller_id", "views", "inquiries", "orders")
           select * from "totals"
           on conflict ("listing_id", "month") do update
             set "seller_id" = excluded."seller_id", "views" = excluded."views",
                 "inquiries" = excluded."inquiries", "orders" = excluded."orders"
             where (r."seller_id", r."views", r."inquiries", r."orders")
               is distinct from (excluded."seller_id", excluded."views", excluded."inquiries", excluded."orders")
         )
         delete from "listing_running_stat" as r
         where r."month" = ${month}
           and not exists (select 1 from "totals" t where t."listing_id" = r."listing_id")`,
        [each],
      );
    }
  }

  /** Drops raw views older than `visitsKeptDays` before `today`; how many went. */
  async purgeVisits(today: string): Promise<number> {
    const result = await this.db.query(
      `delete from "listing_visit" where "day" < $1::date - $2::int`,
      [today, visitsKeptDays],
    );
    return result.rowCount ?? 0;
  }
}
