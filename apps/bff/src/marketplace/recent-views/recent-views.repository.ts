import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** How many listings a user's recent views keep. */
export const recentViewsKept = 50;

/** Recent views' rows: the one place that writes or trims the listing_view table. */
@Injectable()
export class RecentViewsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Marks the listing as viewed now, and drops the user's views beyond the newest 50. */
  async record(userId: string, listingId: string): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(
      `insert into "listing_view" ("user_id", "listing_id", "viewed_at") values (?, ?, now())
       on conflict ("user_id", "listing_id") do update set "viewed_at" = excluded."viewed_at"`,
      [userId, listingId],
    );
    await connection.execute(
      `delete from "listing_view" where "user_id" = ? and "listing_id" in (
         select "listing_id" from "listing_view" where "user_id" = ?
         order by "viewed_at" desc, "listing_id" offset ?)`,
      [userId, userId, recentViewsKept],
    );
  }

  /** The user's recent views, newest first (at most 50 are kept). */
  async newest(userId: string): Promise<{ listingId: string; viewedAt: Date }[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ listing_id: string; viewed_at: Date }[]>(
        `select "listing_id", "viewed_at" from "listing_view" where "user_id" = ? order by "viewed_at" desc, "listing_id" limit ?`,
        [userId, recentViewsKept],
      );
    return rows.map((row) => ({ listingId: row.listing_id, viewedAt: new Date(row.viewed_at) }));
  }

  async clear(userId: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(`delete from "listing_view" where "user_id" = ?`, [userId]);
  }
}
