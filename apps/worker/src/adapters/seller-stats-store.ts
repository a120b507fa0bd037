import {
  categoryMonthlyStatTable,
  conversationTable,
  listingDailyStatTable,
  listingMonthlyStatTable,
  listingRunningStatTable,
  listingTable,
  listingVisitTable,
  orderTable,
  proposalTable,
  sellerDailyRevenueTable,
  sellerDailyStatTable,
} from '@matchbazaar/db-schema';
import type pg from 'pg';
import type { Database } from './database.js';

// The tables' names come from libs/db-schema (docs/decisions/0026); the BFF's schema test checks
// them against the migrated database.
const L = listingTable.name;
const lc = listingTable.columns;
const V = listingVisitTable.name;
const vc = listingVisitTable.columns;
const LD = listingDailyStatTable.name;
const ldc = listingDailyStatTable.columns;
const LM = listingMonthlyStatTable.name;
const lmc = listingMonthlyStatTable.columns;
const LR = listingRunningStatTable.name;
const lrc = listingRunningStatTable.columns;
const CM = categoryMonthlyStatTable.name;
const cmc = categoryMonthlyStatTable.columns;
const SD = sellerDailyStatTable.name;
const sdc = sellerDailyStatTable.columns;
const SR = sellerDailyRevenueTable.name;
const src = sellerDailyRevenueTable.columns;
const C = conversationTable.name;
const cc = conversationTable.columns;
const P = proposalTable.name;
const pc = proposalTable.columns;
const O = orderTable.name;
const oc = orderTable.columns;

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
      await client.query(`delete from "${LD}" where "${ldc.day}" = $1`, [day]);
      const listings = await client.query(
        `insert into "${LD}" ("${ldc.listingId}", "${ldc.day}", "${ldc.sellerId}", "${ldc.category}", "${ldc.views}", "${ldc.inquiries}", "${ldc.orders}")
         select l."${lc.id}", $1::date, l."${lc.sellerId}", l."${lc.category}", t."views", t."inquiries", t."orders"
         from (
           select "listing_id", sum("views")::int as "views", sum("inquiries")::int as "inquiries", sum("orders")::int as "orders"
           from (
             select "${vc.listingId}" as "listing_id", count(*) as "views", 0 as "inquiries", 0 as "orders"
               from "${V}" where "${vc.day}" = $1 group by "${vc.listingId}"
             union all
             select "${cc.subjectId}", 0, count(*), 0 from "${C}"
               where "${cc.subjectKind}" = 'listing' and "${cc.inquiredAt}" is not null and ${onDay(`"${cc.inquiredAt}"`)}
               group by "${cc.subjectId}"
             union all
             select "${oc.listingId}", 0, 0, count(*) from "${O}"
               where "${oc.listingId}" is not null and ${onDay(`"${oc.placedAt}"`)} group by "${oc.listingId}"
           ) as counted group by "listing_id"
         ) as t join "${L}" l on l."${lc.id}" = t."listing_id"`,
        [day],
      );
      await client.query(`delete from "${SD}" where "${sdc.day}" = $1`, [day]);
      const sellers = await client.query(
        `insert into "${SD}" ("${sdc.sellerId}", "${sdc.day}", "${sdc.views}", "${sdc.inquiries}", "${sdc.proposals}", "${sdc.orders}")
         select "seller_id", $1::date, sum("views")::int, sum("inquiries")::int, sum("proposals")::int, sum("orders")::int
         from (
           select "${vc.sellerId}" as "seller_id", count(*) as "views", 0 as "inquiries", 0 as "proposals", 0 as "orders"
             from "${V}" where "${vc.day}" = $1 group by "${vc.sellerId}"
           union all
           select "${cc.sellerId}", 0, count(*), 0, 0 from "${C}"
             where "${cc.subjectKind}" = 'listing' and "${cc.inquiredAt}" is not null and ${onDay(`"${cc.inquiredAt}"`)}
             group by "${cc.sellerId}"
           union all
           select "${pc.sellerId}", 0, 0, count(*), 0 from "${P}" where ${onDay(`"${pc.createdAt}"`)}
             group by "${pc.sellerId}"
           union all
           select "${oc.sellerId}", 0, 0, 0, count(*) from "${O}" where ${onDay(`"${oc.placedAt}"`)}
             group by "${oc.sellerId}"
         ) as counted group by "seller_id"`,
        [day],
      );
      await client.query(`delete from "${SR}" where "${src.day}" = $1`, [day]);
      const revenue = await client.query(
        `insert into "${SR}" ("${src.sellerId}", "${src.day}", "${src.currency}", "${src.completed}", "${src.revenueMinor}")
         select "${oc.sellerId}", $1::date, "${oc.currency}", count(*)::int, sum("${oc.totalMinor}" - "${oc.refundedMinor}")
         from "${O}"
         where "${oc.status}" = 'completed' and "${oc.completedAt}" is not null and ${onDay(`"${oc.completedAt}"`)}
         group by "${oc.sellerId}", "${oc.currency}"`,
        [day],
      );
      // The day's month, from its daily rows (category: the listing's latest that month).
      await client.query(
        `delete from "${LM}" where "${lmc.month}" = date_trunc('month', $1::date)::date`,
        [day],
      );
      await client.query(
        `insert into "${LM}" ("${lmc.listingId}", "${lmc.month}", "${lmc.sellerId}", "${lmc.category}", "${lmc.views}", "${lmc.inquiries}", "${lmc.orders}")
         select "${ldc.listingId}", date_trunc('month', $1::date)::date, (array_agg("${ldc.sellerId}" order by "${ldc.day}" desc))[1],
                (array_agg("${ldc.category}" order by "${ldc.day}" desc))[1], sum("${ldc.views}")::int, sum("${ldc.inquiries}")::int, sum("${ldc.orders}")::int
         from "${LD}"
         where "${ldc.day}" >= date_trunc('month', $1::date)::date and "${ldc.day}" < (date_trunc('month', $1::date) + interval '1 month')::date
         group by "${ldc.listingId}"`,
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
    await client.query(`delete from "${CM}" where "${cmc.month}" = ${month}`, [day]);
    await client.query(
      `insert into "${CM}" ("${cmc.sellerId}", "${cmc.month}", "${cmc.category}", "${cmc.views}", "${cmc.inquiries}", "${cmc.orders}")
       select "${ldc.sellerId}", ${month}, "${ldc.category}", sum("${ldc.views}")::int, sum("${ldc.inquiries}")::int, sum("${ldc.orders}")::int
       from "${LD}"
       where "${ldc.day}" >= ${month} and "${ldc.day}" < (${month} + interval '1 month')::date
       group by "${ldc.sellerId}", "${ldc.category}"`,
      [day],
    );
    const later = await client.query<{ month: string }>(
      `select distinct to_char("${lrc.month}", 'YYYY-MM-DD') as "month" from "${LR}"
       where "${lrc.month}" > ${month} order by 1`,
      [day],
    );
    for (const each of [day, ...later.rows.map((row) => row.month)]) {
      await client.query(
        `with "totals" as (
           select coalesce(c."${lmc.listingId}", p."${lrc.listingId}") as "listing_id", ${month} as "month",
                  coalesce(c."${lmc.sellerId}", p."${lrc.sellerId}") as "seller_id",
                  coalesce(p."${lrc.views}", 0) + coalesce(c."${lmc.views}", 0) as "views",
                  coalesce(p."${lrc.inquiries}", 0) + coalesce(c."${lmc.inquiries}", 0) as "inquiries",
                  coalesce(p."${lrc.orders}", 0) + coalesce(c."${lmc.orders}", 0) as "orders"
           from (select * from "${LR}" where "${lrc.month}" =
                   (select max("${lrc.month}") from "${LR}" where "${lrc.month}" < ${month})) as p
           full join (select * from "${LM}" where "${lmc.month}" = ${month}) as c
             on c."${lmc.listingId}" = p."${lrc.listingId}"
         ), "written" as (
           insert into "${LR}" as r ("${lrc.listingId}", "${lrc.month}", "${lrc.sellerId}", "${lrc.views}", "${lrc.inquiries}", "${lrc.orders}")
           select * from "totals"
           on conflict ("${lrc.listingId}", "${lrc.month}") do update
             set "${lrc.sellerId}" = excluded."${lrc.sellerId}", "${lrc.views}" = excluded."${lrc.views}",
                 "${lrc.inquiries}" = excluded."${lrc.inquiries}", "${lrc.orders}" = excluded."${lrc.orders}"
             where (r."${lrc.sellerId}", r."${lrc.views}", r."${lrc.inquiries}", r."${lrc.orders}")
               is distinct from (excluded."${lrc.sellerId}", excluded."${lrc.views}", excluded."${lrc.inquiries}", excluded."${lrc.orders}")
         )
         delete from "${LR}" as r
         where r."${lrc.month}" = ${month}
           and not exists (select 1 from "totals" t where t."listing_id" = r."${lrc.listingId}")`,
        [each],
      );
    }
  }

  /** Drops raw views older than `visitsKeptDays` before `today`; how many went. */
  async purgeVisits(today: string): Promise<number> {
    const result = await this.db.query(
      `delete from "${V}" where "${vc.day}" < $1::date - $2::int`,
      [today, visitsKeptDays],
    );
    return result.rowCount ?? 0;
  }
}
