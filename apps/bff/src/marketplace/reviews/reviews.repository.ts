import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { OrderStatus } from '@matchbazaar/contracts';
import { publicReviewSql, reviewShownAtSql } from '@matchbazaar/db-schema';
import { Review, ReviewReport } from './review.entity.js';

/** What reviews need of an order, read with SQL (the orders module owns the table). */
export interface ReviewedOrder {
  id: string;
  number: number;
  title: string;
  buyerId: string;
  sellerId: string;
  shopId: string;
  listingId: string | null;
  status: OrderStatus;
  completedAt: Date | null;
}

/** A review the sweep published: for the averages and the notifications. */
export interface Published {
  id: string;
  orderId: string;
  authorSide: 'buyer' | 'seller';
  shopId: string | null;
  listingId: string | null;
}

/** Whose reviews a public list reads: a shop's or a listing's (the buyers' reviews of the seller). */
export type ReviewedThing = { shopId: string } | { listingId: string };

/** A list position: the instant it was published at and its id (newest first). */
export interface ReviewKeyset {
  at: Date;
  id: string;
}

/** One reported review in the moderators' queue. */
export interface ReportedRow {
  reviewId: string;
  lastReportedAt: Date;
}

/**
 * "Published" as SQL over a review row `r`: both wrote (published_at), or its window ended at
 * `$now` (docs/product/reviews.md: reads are right before the sweep has run). `isPublic` adds
 * "not hidden": the one rule the data export asks too (libs/db-schema).
 */
const shownAt = reviewShownAtSql('r');
const isPublic = publicReviewSql('r', '?');
const publicOf = (thing: ReviewedThing) =>
  'shopId' in thing
    ? { column: 'shop_id', id: thing.shopId }
    : { column: 'listing_id', id: thing.listingId };

/** Reviews and their reports: the one place that queries or writes them. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The order, or null. `lock`: in a transaction, its row locked, so both sides writing at once
   * take turns (the second one sees the first and publishes both).
   */
  async order(id: string, lock = false): Promise<ReviewedOrder | null> {
    const rows = await this.em.execute<
      {
        id: string;
        number: string | number;
        title: string;
        buyer_id: string;
        seller_id: string;
        shop_id: string;
        listing_id: string | null;
        status: OrderStatus;
        completed_at: Date | null;
      }[]
    >(
      `select "id", "number", "title", "buyer_id", "seller_id", "shop_id", "listing_id", "status",
         "completed_at"
       from "market_order" where "id" = ?${lock ? ' for update' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      number: Number(row.number),
      title: row.title,
      buyerId: row.buyer_id,
      sellerId: row.seller_id,
      shopId: row.shop_id,
      listingId: row.listing_id,
      status: row.status,
      completedAt: row.completed_at,
    };
  }

  async ordersByIds(ids: readonly string[]): Promise<Map<string, ReviewedOrder>> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.order(id)));
    return new Map(found.flatMap((order) => (order ? [[order.id, order] as const] : [])));
  }

  /** Read afresh: the updates here are SQL, which the identity map does not see. */
  findById(id: string): Promise<Review | null> {
    return this.em.findOne(Review, { id }, { refresh: true });
  }

  async findByIds(ids: readonly string[]): Promise<Map<string, Review>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.find(Review, { id: { $in: [...new Set(ids)] } }, { refresh: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** In a transaction: the review, its row locked. */
  async lockById(id: string): Promise<Review | null> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select "id" from "review" where "id" = ? for update`,
      [id],
    );
    if (rows.length === 0) return null;
    return this.em.findOne(Review, { id }, { refresh: true });
  }

  /** The order's reviews (none, one or both sides'). */
  ofOrder(orderId: string): Promise<Review[]> {
    return this.em.find(Review, { orderId }, { orderBy: { createdAt: 'asc' }, refresh: true });
  }

  /**
   * Stores a new review; false when the side had written one already (the unique constraint: the
   * service checks first under the order's lock, this is the last word). Joins a transaction.
   */
  async insert(review: Review): Promise<boolean> {
    try {
      this.em.persist(review);
      await this.em.flush();
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }

  /** Publishes the order's blind reviews at `now` (the second side wrote). Joins a transaction. */
  async publishOrder(orderId: string, now: Date): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "review" set "published_at" = ? where "order_id" = ? and "published_at" is null
       returning "id"`,
      [now, orderId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Publishes up to `limit` blind reviews whose window ended by `now`, at the window's end (what
   * reads already took them for). Rows another BFF's sweep holds are skipped, and the update only
   * takes still-blind rows, so each review is published, and announced, once.
   */
  async publishDue(now: Date, limit: number): Promise<Published[]> {
    const rows = await this.em.execute<
      {
        id: string;
        order_id: string;
        author_side: 'buyer' | 'seller';
        shop_id: string | null;
        listing_id: string | null;
      }[]
    >(
      `update "review" set "published_at" = "window_ends_at"
       where "id" in (
         select "id" from "review" where "published_at" is null and "window_ends_at" <= ?
         order by "window_ends_at" limit ? for update skip locked
       ) and "published_at" is null
       returning "id", "order_id", "author_side", "shop_id", "listing_id"`,
      [now, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      authorSide: row.author_side,
      shopId: row.shop_id,
      listingId: row.listing_id,
    }));
  }

  /** Sets the reply once; false when the review has one already. */
  async reply(id: string, body: string, now: Date): Promise<boolean> {
    const changed = await this.em.execute<{ id: string }[]>(
      `update "review" set "reply" = ?, "replied_at" = ? where "id" = ? and "reply" is null
       returning "id"`,
      [body, now, id],
    );
    return changed.length === 1;
  }

  /** Hides (reason, by) or shows again (null); false when it already was so. */
  async setHidden(
    id: string,
    hide: { reason: string; by: string; at: Date } | null,
  ): Promise<boolean> {
    const changed = await this.em.execute<{ id: string }[]>(
      hide
        ? `update "review" set "hidden_at" = ?, "hidden_reason" = ?, "hidden_by" = ?
           where "id" = ? and "hidden_at" is null returning "id"`
        : `update "review" set "hidden_at" = null, "hidden_reason" = null, "hidden_by" = null
           where "id" = ? and "hidden_at" is not null returning "id"`,
      hide ? [hide.at, hide.reason, hide.by, id] : [id],
    );
    return changed.length === 1;
  }

  /**
   * Recomputes the shops' and listings' rating_average and rating_count from their buyers'
   * published, visible reviews (what matching and the shop sort read). Locks the rows in id order
   * first, so two publications for one shop take turns and the second counts the first. Joins a
   * transaction.
   */
  async recompute(
    shopIds: readonly (string | null)[],
    listingIds: readonly (string | null)[],
    now: Date,
  ) {
    for (const [table, column, ids] of [
      ['shop', 'shop_id', shopIds],
      ['listing', 'listing_id', listingIds],
    ] as const) {
      const unique = [...new Set(ids.filter((id): id is string => id !== null))].sort();
      for (const id of unique) {
        await this.em.execute(`select 1 from "${table}" where "id" = ? for update`, [id]);
        await this.em.execute(
          `update "${table}" t set "rating_average" = agg."average", "rating_count" = agg."count"
           from (
             select round(avg(r."rating")::numeric, 2) as "average", count(*)::int as "count"
             from "review" r
             where r."${column}" = ? and r."author_side" = 'buyer' and ${isPublic}
           ) agg
           where t."id" = ?`,
          [id, now, id],
        );
      }
    }
  }

  /** How many of the shop's or listing's published, visible buyer reviews gave each 1..5 stars. */
  async starCounts(thing: ReviewedThing, now: Date): Promise<Record<number, number>> {
    const { column, id } = publicOf(thing);
    const rows = await this.em.execute<{ rating: number; count: number }[]>(
      `select r."rating", count(*)::int as "count" from "review" r
       where r."${column}" = ? and r."author_side" = 'buyer' and ${isPublic}
       group by r."rating"`,
      [id, now],
    );
    return Object.fromEntries(rows.map((row) => [Number(row.rating), Number(row.count)]));
  }

  /** A page of the shop's or listing's published, visible buyer reviews, newest first. */
  async page(
    thing: ReviewedThing,
    now: Date,
    after: ReviewKeyset | null,
    limit: number,
  ): Promise<{ rows: Review[]; shownAt: Map<string, Date> }> {
    const { column, id } = publicOf(thing);
    const found = await this.em.execute<{ id: string; shown_at: Date }[]>(
      `select r."id", ${shownAt} as "shown_at" from "review" r
       where r."${column}" = ? and r."author_side" = 'buyer' and ${isPublic}
         ${after ? `and (${shownAt}, r."id") < (?, ?)` : ''}
       order by ${shownAt} desc, r."id" desc
       limit ?`,
      after ? [id, now, after.at, after.id, limit] : [id, now, limit],
    );
    const rows = await this.findByIds(found.map((row) => row.id));
    return {
      rows: found.flatMap((row) => rows.get(row.id) ?? []),
      shownAt: new Map(found.map((row) => [row.id, new Date(row.shown_at)])),
    };
  }

  /** Files the member's report once; false when they had reported this review before. */
  async report(reviewId: string, reporterId: string, reason: string): Promise<boolean> {
    const rows = await this.em.execute<{ review_id: string }[]>(
      `insert into "review_report" ("review_id", "reporter_id", "reason")
       values (?, ?, ?) on conflict do nothing returning "review_id"`,
      [reviewId, reporterId, reason],
    );
    return rows.length === 1;
  }

  /** Resolves the review's open reports; how many there were. */
  async resolveReports(reviewId: string, now: Date): Promise<number> {
    const rows = await this.em.execute<{ review_id: string }[]>(
      `update "review_report" set "resolved_at" = ? where "review_id" = ? and "resolved_at" is null
       returning "review_id"`,
      [now, reviewId],
    );
    return rows.length;
  }

  /**
   * Reviews with open reports (`open`), or whose reports were all resolved, most recently
   * reported first; at most `limit`.
   */
  async reported(open: boolean, limit: number): Promise<ReportedRow[]> {
    const rows = await this.em.execute<{ review_id: string; last: Date }[]>(
      `select "review_id", max("created_at") as "last" from "review_report"
       group by "review_id" having bool_or("resolved_at" is null) = ?
       order by "last" desc, "review_id" limit ?`,
      [open, limit],
    );
    return rows.map((row) => ({ reviewId: row.review_id, lastReportedAt: new Date(row.last) }));
  }

  /** The reports of these reviews, newest first. */
  async reportsOf(reviewIds: readonly string[]): Promise<Map<string, ReviewReport[]>> {
    const byReview = new Map<string, ReviewReport[]>(reviewIds.map((id) => [id, []]));
    if (reviewIds.length === 0) return byReview;
    const rows = await this.em.find(
      ReviewReport,
      { reviewId: { $in: [...new Set(reviewIds)] } },
      { orderBy: { createdAt: 'desc' } },
    );
    for (const row of rows) byReview.get(row.reviewId)?.push(row);
    return byReview;
  }
}
