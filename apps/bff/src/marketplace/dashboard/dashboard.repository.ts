import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DailyViews } from '@matchbazaar/contracts';

/** How far back "this week" reaches, and how soon "expiring soon" is. */
export const weekDays = 7;

/** The dashboard's figures: counts over the catalogue's tables, read here and nowhere else. */
@Injectable()
export class DashboardRepository {
  constructor(private readonly em: EntityManager) {}

  /** Views of the seller's listings on each of the last 7 days (UTC), oldest first, zeros kept. */
  async viewsByDay(sellerId: string): Promise<DailyViews[]> {
    const rows = await this.em.execute<{ day: string; views: number }[]>(
      `select to_char(d.day, 'YYYY-MM-DD') as "day", coalesce(sum(v."views"), 0)::int as "views"
       from generate_series((now() at time zone 'utc')::date - ?::int, (now() at time zone 'utc')::date, interval '1 day') as d(day)
       left join "listing_daily_view" v on v."day" = d.day::date
         and v."listing_id" in (select "id" from "listing" where "seller_id" = ?)
       group by d.day order by d.day`,
      [weekDays - 1, sellerId],
    );
    return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
  }

  /** How often buyers saved the seller's listings in the last 7 days. */
  async savesThisWeek(sellerId: string): Promise<number> {
    return this.count(
      `select count(*)::int as "n" from "saved_listing" s join "listing" l on l."id" = s."listing_id"
       where l."seller_id" = ? and s."created_at" > now() - make_interval(days => ?)`,
      [sellerId, weekDays],
    );
  }

  /** The seller's live listings that expire within 7 days unless renewed. */
  async expiringSoon(sellerId: string): Promise<number> {
    return this.count(
      `select count(*)::int as "n" from "listing"
       where "seller_id" = ? and "status" = 'published' and "expires_at" < now() + make_interval(days => ?)`,
      [sellerId, weekDays],
    );
  }

  /**
   * Open requirements of other people posted in the last 7 days in the leaf categories the seller
   * has live or paused listings in: the newest `limit` ids and how many there are.
   */
  async leads(sellerId: string, limit: number): Promise<{ ids: string[]; total: number }> {
    const rows = await this.em.execute<{ id: string; total: number }[]>(
      `select r."id", count(*) over ()::int as "total" from "requirement" r
       where r."status" = 'open' and r."buyer_id" <> ? and r."published_at" > now() - make_interval(days => ?)
         and r."category" in (select distinct "category" from "listing" where "seller_id" = ? and "status" in ('published', 'paused'))
       order by r."published_at" desc, r."id" desc limit ?`,
      [sellerId, weekDays, sellerId, limit],
    );
    return { ids: rows.map((row) => row.id), total: rows[0] ? Number(rows[0].total) : 0 };
  }

  async savedCount(userId: string): Promise<number> {
    return this.count(`select count(*)::int as "n" from "saved_listing" where "user_id" = ?`, [
      userId,
    ]);
  }

  private async count(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(sql, params);
    return Number(row?.n ?? 0);
  }
}
