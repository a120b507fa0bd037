import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, splitByMonths, type Currency } from '@matchbazaar/contracts';

/** A seller's counts over some days. */
export interface Counts {
  views: number;
  inquiries: number;
  proposals: number;
  orders: number;
}

export interface RevenueRow {
  currency: Currency;
  completed: number;
  amountMinor: number;
}

export interface DayRow extends Counts {
  day: string;
}

export interface DayRevenueRow extends RevenueRow {
  day: string;
}

export interface ListingRow {
  id: string;
  title: string;
  category: string;
  views: number;
  inquiries: number;
  orders: number;
}

export interface CategoryRow {
  category: string;
  views: number;
  inquiries: number;
  orders: number;
}

/** What waits for the seller, and how many listings they have. */
export interface PendingRow {
  ordersToAccept: number;
  ordersToShip: number;
  listings: number;
}

/** UTC midnight starting `day`, and the next one. */
const bounds = (day: string): [Date, Date] => [
  new Date(`${day}T00:00:00Z`),
  new Date(`${addDays(day, 1)}T00:00:00Z`),
];

const int = (value: unknown): number => Number(value ?? 0);

/**
 * The seller analytics' reads (docs/product/seller-analytics.md). Days before today come from the
 * worker's rollups; today is counted as it happens from the raw rows, each through the seller's
 * own index, so the cards and charts move with every view, inquiry and order.
 */
@Injectable()
export class SellerAnalyticsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The rolled-up days from `from` to `to`, only days that have a row. */
  async days(sellerId: string, from: string, to: string): Promise<DayRow[]> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select to_char("day", 'YYYY-MM-DD') as "day", "views", "inquiries", "proposals", "orders"
       from "seller_daily_stat" where "seller_id" = ? and "day" between ? and ? order by "day"`,
      [sellerId, from, to],
    );
    return rows.map((row) => ({
      day: String(row.day),
      views: int(row.views),
      inquiries: int(row.inquiries),
      proposals: int(row.proposals),
      orders: int(row.orders),
    }));
  }

  /** The rolled-up revenue of the days from `from` to `to`, per day and currency. */
  async dayRevenue(sellerId: string, from: string, to: string): Promise<DayRevenueRow[]> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select to_char("day", 'YYYY-MM-DD') as "day", "currency", "completed", "revenue_minor"
       from "seller_daily_revenue" where "seller_id" = ? and "day" between ? and ? order by "day", "currency"`,
      [sellerId, from, to],
    );
    return rows.map((row) => ({
      day: String(row.day),
      currency: row.currency as Currency,
      completed: int(row.completed),
      amountMinor: int(row.revenue_minor),
    }));
  }

  /** Today's counts as they stand (views so far, inquiries, proposals and orders since midnight). */
  async liveDay(sellerId: string, day: string): Promise<Counts> {
    const [start, end] = bounds(day);
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      `select
         (select count(*) from "listing_visit" where "seller_id" = ? and "day" = ?) as "views",
         (select count(*) from "conversation" where "seller_id" = ? and "subject_kind" = 'listing'
            and "inquired_at" >= ? and "inquired_at" < ?) as "inquiries",
         (select count(*) from "proposal" where "seller_id" = ? and "created_at" >= ? and "created_at" < ?) as "proposals",
         (select count(*) from "market_order" where "seller_id" = ? and "placed_at" >= ? and "placed_at" < ?) as "orders"`,
      [sellerId, day, sellerId, start, end, sellerId, start, end, sellerId, start, end],
    );
    return {
      views: int(row?.views),
      inquiries: int(row?.inquiries),
      proposals: int(row?.proposals),
      orders: int(row?.orders),
    };
  }

  /** Today's revenue so far: orders completed since midnight, per currency. */
  async liveRevenue(sellerId: string, day: string): Promise<RevenueRow[]> {
    const [start, end] = bounds(day);
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select "currency", count(*) as "completed", sum("total_minor" - "refunded_minor") as "amount"
       from "market_order" where "seller_id" = ? and "status" = 'completed'
         and "completed_at" >= ? and "completed_at" < ?
       group by "currency" order by "currency"`,
      [sellerId, start, end],
    );
    return rows.map((row) => ({
      currency: row.currency as Currency,
      completed: int(row.completed),
      amountMinor: int(row.amount),
    }));
  }

  /** Orders waiting for the seller's answer or shipping, and the listings they have. */
  async pending(sellerId: string): Promise<PendingRow> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      `select
         (select count(*) from "market_order" where "seller_id" = ? and "status" = 'placed') as "to_accept",
         (select count(*) from "market_order" where "seller_id" = ? and "status" = 'paid') as "to_ship",
         (select count(*) from "listing" where "seller_id" = ?) as "listings"`,
      [sellerId, sellerId, sellerId],
    );
    return {
      ordersToAccept: int(row?.to_accept),
      ordersToShip: int(row?.to_ship),
      listings: int(row?.listings),
    };
  }

  /**
   * The seller's listings' views, inquiries and orders from `from` to `to`, and the same per
   * category (the listing's category on the day counted), in one read of the rows: whole months
   * from the monthly rollup, the days at the edges from the daily one, and `today` (when in the
   * range) from the raw rows. The `listings` most viewed listings, the `categories` most viewed
   * categories.
   */
  async breakdown(
    sellerId: string,
    from: string,
    to: string,
    today: string,
    limits: { listings: number; categories: number },
  ): Promise<{ topListings: ListingRow[]; categories: CategoryRow[] }> {
    const { sql, params } = this.perListing(sellerId, from, to, today);
    const rows = await this.em.execute<Record<string, unknown>[]>(
      // The rows are summed once per listing and category as they are read (a materialized copy
      // of every monthly and daily row cost more than the sums); both lists come from those sums.
      `with "stats" as materialized (
         select "listing_id", "category", sum("views") as "views", sum("inquiries") as "inquiries",
           sum("orders") as "orders"
         from (${sql}) as "rows" group by "listing_id", "category"),
       "top" as (
         select "listing_id", sum("views") as "views", sum("inquiries") as "inquiries", sum("orders") as "orders"
         from "stats" group by "listing_id"
         order by sum("views") desc, sum("orders") desc, sum("inquiries") desc, "listing_id" limit ?),
       "by_category" as (
         select "category", sum("views") as "views", sum("inquiries") as "inquiries", sum("orders") as "orders"
         from "stats" group by "category"
         order by sum("views") desc, sum("orders") desc, "category" limit ?)
       select 'listing' as "kind", t."listing_id"::text as "key", l."title", l."category", t."views", t."inquiries", t."orders"
         from "top" t join "listing" l on l."id" = t."listing_id"
       union all
       select 'category', c."category", null, c."category", c."views", c."inquiries", c."orders" from "by_category" c`,
      [...params, limits.listings, limits.categories],
    );
    const byFigures = <T extends { views: number; orders: number; inquiries: number }>(
      a: T,
      b: T,
    ) => b.views - a.views || b.orders - a.orders || b.inquiries - a.inquiries;
    const topListings = rows
      .filter((row) => row.kind === 'listing')
      .map((row) => ({
        id: String(row.key),
        title: String(row.title),
        category: String(row.category),
        views: int(row.views),
        inquiries: int(row.inquiries),
        orders: int(row.orders),
      }))
      .sort((a, b) => byFigures(a, b) || (a.id < b.id ? -1 : 1));
    const categories = rows
      .filter((row) => row.kind === 'category')
      .map((row) => ({
        category: String(row.category),
        views: int(row.views),
        inquiries: int(row.inquiries),
        orders: int(row.orders),
      }))
      .sort((a, b) => byFigures(a, b) || (a.category < b.category ? -1 : 1));
    return { topListings, categories };
  }

  /** Rows of (listing_id, category, views, inquiries, orders) that sum to the range's figures. */
  private perListing(
    sellerId: string,
    from: string,
    to: string,
    today: string,
  ): { sql: string; params: unknown[] } {
    const parts: string[] = [];
    const params: unknown[] = [];
    const rolledTo = to >= today ? addDays(today, -1) : to;
    if (from <= rolledTo) {
      const { months, edges } = splitByMonths(from, rolledTo);
      if (months) {
        parts.push(
          `select "listing_id", "category", "views", "inquiries", "orders" from "listing_monthly_stat"
           where "seller_id" = ? and "month" >= ? and "month" < ?`,
        );
        params.push(sellerId, months.from, months.to);
      }
      for (const edge of edges) {
        parts.push(
          `select "listing_id", "category", "views", "inquiries", "orders" from "listing_daily_stat"
           where "seller_id" = ? and "day" between ? and ?`,
        );
        params.push(sellerId, edge.from, edge.to);
      }
    }
    if (to >= today) {
      const [start, end] = bounds(today);
      parts.push(
        `select live."listing_id", l."category", live."views", live."inquiries", live."orders"
         from (
           select "listing_id", sum("views") as "views", sum("inquiries") as "inquiries", sum("orders") as "orders"
           from (
             select "listing_id", count(*) as "views", 0 as "inquiries", 0 as "orders"
               from "listing_visit" where "seller_id" = ? and "day" = ? group by "listing_id"
             union all
             select "subject_id", 0, count(*), 0 from "conversation"
               where "seller_id" = ? and "subject_kind" = 'listing' and "inquired_at" >= ? and "inquired_at" < ?
               group by "subject_id"
             union all
             select "listing_id", 0, 0, count(*) from "market_order"
               where "seller_id" = ? and "listing_id" is not null and "placed_at" >= ? and "placed_at" < ?
               group by "listing_id"
           ) as counted group by "listing_id"
         ) as live
         -- One primary-key lookup per listing seen today: a join let the planner read all of a
         -- big seller's listings (their wide rows) to find a few hundred categories.
         cross join lateral (select "category" from "listing" where "id" = live."listing_id") as l`,
      );
      params.push(sellerId, today, sellerId, start, end, sellerId, start, end);
    }
    if (parts.length === 0) {
      return {
        sql: `select null::uuid as "listing_id", null::varchar as "category", 0 as "views", 0 as "inquiries", 0 as "orders" where false`,
        params: [],
      };
    }
    return { sql: parts.join('\n union all \n'), params };
  }
}
