import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, type Currency } from '@matchbazaar/contracts';
import { rangeReads, type RangeReads } from './range-reads.js';

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

/** A piece of SQL with its parameters, to be put together with others. */
interface Part {
  sql: string;
  params: unknown[];
}

const union = (parts: readonly Part[]) => parts.map((part) => part.sql).join('\n union all \n');

/** The daily rows a range's reads add, and those they take off again, keyed by `key`. */
function dailyParts(sellerId: string, reads: RangeReads, key: string): Part[] {
  const rows = (sign: '' | '-') =>
    `select ${key}, ${sign}"views", ${sign}"inquiries", ${sign}"orders" from "listing_daily_stat"
     where "seller_id" = ? and "day" between ? and ?`;
  return [
    ...reads.add.map((range) => ({ sql: rows(''), params: [sellerId, range.from, range.to] })),
    ...reads.subtract.map((range) => ({
      sql: rows('-'),
      params: [sellerId, range.from, range.to],
    })),
  ];
}

/** Most viewed first, then most ordered, then most inquired. */
type Figures = Pick<Counts, 'views' | 'inquiries' | 'orders'>;
const byFigures = (a: Figures, b: Figures) =>
  b.views - a.views || b.orders - a.orders || b.inquiries - a.inquiries;

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

  /** Orders waiting for the seller's answer (accept, or quote the shipping) or shipping, and the listings they have. */
  async pending(sellerId: string): Promise<PendingRow> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      `select
         (select count(*) from "market_order" where "seller_id" = ? and "status" in ('placed', 'quoting')) as "to_accept",
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
   * The seller's `listings` most viewed listings and `categories` most viewed categories from
   * `from` to `to`, by their views, inquiries and orders, as two reads at once. Days before today
   * come from the rollups: whole months from the running totals (per listing) and the category
   * months, the days at the range's ends from the daily rows (a month mostly in the range read
   * whole less the days outside it: range-reads.ts); `today`, when in the range, from the raw
   * rows.
   */
  async breakdown(
    sellerId: string,
    from: string,
    to: string,
    today: string,
    limits: { listings: number; categories: number },
  ): Promise<{ topListings: ListingRow[]; categories: CategoryRow[] }> {
    const rolledTo = to >= today ? addDays(today, -1) : to;
    const reads: RangeReads =
      from <= rolledTo ? rangeReads(from, rolledTo) : { months: null, add: [], subtract: [] };
    const live = to >= today ? today : null;
    // Two reads at once, on two connections: measured faster than one read summing the edge days
    // once for both lists through a materialized step.
    const [topListings, categories] = await Promise.all([
      this.topListings(sellerId, reads, live, limits.listings),
      this.topCategories(sellerId, reads, live, limits.categories),
    ]);
    return { topListings, categories };
  }

  private async topListings(
    sellerId: string,
    reads: RangeReads,
    live: string | null,
    limit: number,
  ): Promise<ListingRow[]> {
    const parts: Part[] = [];
    if (reads.months) {
      // A listing's figures over whole months: its running totals at the range's last month less
      // those before its first (none: nothing before). Every listing with history has a row in
      // every rolled-up month since its first, so both are the latest month before a bound.
      const latestBefore = `select "listing_id", "views", "inquiries", "orders" from "listing_running_stat"
         where "seller_id" = ? and "month" = (select max("month") from "listing_running_stat"
           where "seller_id" = ? and "month" < ?)`;
      parts.push({
        sql: `select e."listing_id", e."views" - coalesce(b."views", 0), e."inquiries" - coalesce(b."inquiries", 0),
                e."orders" - coalesce(b."orders", 0)
              from (${latestBefore}) as e left join (${latestBefore}) as b on b."listing_id" = e."listing_id"`,
        params: [sellerId, sellerId, reads.months.to, sellerId, sellerId, reads.months.from],
      });
    }
    parts.push(...dailyParts(sellerId, reads, '"listing_id"'));
    if (live) parts.push(this.liveListings(sellerId, live));
    if (parts.length === 0) return [];
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select t."listing_id"::text as "id", l."title", l."category", t."views", t."inquiries", t."orders"
       from (
         select "listing_id", sum("views") as "views", sum("inquiries") as "inquiries", sum("orders") as "orders"
         from (${union(parts)}) as "rows" ("listing_id", "views", "inquiries", "orders")
         group by "listing_id" having sum("views") + sum("inquiries") + sum("orders") > 0
         order by sum("views") desc, sum("orders") desc, sum("inquiries") desc, "listing_id" limit ?
       ) as t join "listing" l on l."id" = t."listing_id"`,
      [...parts.flatMap((part) => part.params), limit],
    );
    return rows
      .map((row) => ({
        id: String(row.id),
        title: String(row.title),
        category: String(row.category),
        views: int(row.views),
        inquiries: int(row.inquiries),
        orders: int(row.orders),
      }))
      .sort((a, b) => byFigures(a, b) || (a.id < b.id ? -1 : 1));
  }

  private async topCategories(
    sellerId: string,
    reads: RangeReads,
    live: string | null,
    limit: number,
  ): Promise<CategoryRow[]> {
    const parts: Part[] = [];
    if (reads.months) {
      parts.push({
        sql: `select "category", "views", "inquiries", "orders" from "category_monthly_stat"
              where "seller_id" = ? and "month" >= ? and "month" < ?`,
        params: [sellerId, reads.months.from, reads.months.to],
      });
    }
    parts.push(...dailyParts(sellerId, reads, '"category"'));
    if (live) {
      const listings = this.liveListings(sellerId, live);
      parts.push({
        // One primary-key lookup per listing seen today: a join let the planner read all of a
        // big seller's listings (their wide rows) to find a few hundred categories.
        sql: `select l."category", live."views", live."inquiries", live."orders"
              from (${listings.sql}) as live ("listing_id", "views", "inquiries", "orders")
              cross join lateral (select "category" from "listing" where "id" = live."listing_id") as l`,
        params: listings.params,
      });
    }
    if (parts.length === 0) return [];
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select "category", sum("views") as "views", sum("inquiries") as "inquiries", sum("orders") as "orders"
       from (${union(parts)}) as "rows" ("category", "views", "inquiries", "orders")
       group by "category" having sum("views") + sum("inquiries") + sum("orders") > 0
       order by sum("views") desc, sum("orders") desc, "category" limit ?`,
      [...parts.flatMap((part) => part.params), limit],
    );
    return rows
      .map((row) => ({
        category: String(row.category),
        views: int(row.views),
        inquiries: int(row.inquiries),
        orders: int(row.orders),
      }))
      .sort((a, b) => byFigures(a, b) || (a.category < b.category ? -1 : 1));
  }

  /** Today's views, inquiries and orders so far per listing, from the raw rows. */
  private liveListings(sellerId: string, day: string): Part {
    const [start, end] = bounds(day);
    return {
      sql: `select "listing_id", sum("views"), sum("inquiries"), sum("orders")
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
            ) as counted group by "listing_id"`,
      params: [sellerId, day, sellerId, start, end, sellerId, start, end],
    };
  }
}
