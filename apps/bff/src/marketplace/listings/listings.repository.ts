import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ListingStatus } from '@matchbazaar/contracts';
import { afterKeyset, type Keyset } from '../../platform/common/post-keyset.js';
import { PreparedSql } from '../../platform/database/prepared-sql.js';
import { PostPhotos } from '../posts/post-photos.repository.js';
import { PostTable } from '../posts/post-table.repository.js';
import { ListingImage } from './listing-image.entity.js';
import { Listing } from './listing.entity.js';
import { EntitiesById } from '../../platform/database/entities-by-id.js';

const photos = new PostPhotos(ListingImage, 'listingId');
const table = new PostTable<Listing, ListingStatus>(Listing, {
  author: 'sellerId',
  returning: 'shopId',
});

/** Listings' rows and their photos' order: the one place that queries or writes them. */
@Injectable()
export class ListingsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
    private readonly byId: EntitiesById,
  ) {}

  findById(id: string): Promise<Listing | null> {
    return this.em.findOne(Listing, { id });
  }

  /** What an inquiry needs of a listing (its seller, status and title), without the whole row. */
  async summaryOf(
    id: string,
  ): Promise<Pick<Listing, 'id' | 'sellerId' | 'status' | 'title'> | null> {
    // Prepared: every inquiry reads it.
    const [row] = await this.sql.query<{
      id: string;
      seller_id: string;
      status: Listing['status'];
      title: string;
    }>(`select "id", "seller_id", "status", "title" from "listing" where "id" = ?`, [id]);
    return row
      ? { id: row.id, sellerId: row.seller_id, status: row.status, title: row.title }
      : null;
  }

  findByIds(ids: readonly string[]): Promise<Map<string, Listing>> {
    return this.byId.find(Listing, ids);
  }

  /** Photo ids of each listing, in their order. */
  imageIdsOf(listingIds: readonly string[]): Promise<Map<string, string[]>> {
    return photos.idsOf(this.em, this.sql, listingIds);
  }

  /**
   * Inserts or updates the listing and replaces its photos (when given), and recounts its shop's
   * published listings, in one transaction: a failure leaves nothing half-written.
   */
  async save(listing: Listing, imageIds?: readonly string[]): Promise<void> {
    await this.em.transactional(async (em) => {
      em.persist(listing);
      await em.flush();
      if (imageIds) await photos.replace(em, listing.id, imageIds);
      await recountShop(em, listing.shopId);
    });
  }

  async remove(listing: Listing): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeDelete(Listing, { id: listing.id });
      await recountShop(em, listing.shopId);
    });
  }

  /** Whether the seller posted a listing with this title (any case) since `since`. */
  titleUsedSince(sellerId: string, title: string, since: Date, exceptId?: string) {
    return table.titleUsedSince(this.em, sellerId, title, since, exceptId);
  }

  /** The seller's listings, newest first, optionally of one status. */
  mine(
    sellerId: string,
    status: ListingStatus | undefined,
    after: Keyset | undefined,
    limit: number,
  ) {
    return table.ofAuthor(this.em, sellerId, status, after, limit);
  }

  /** How many of the seller's listings are in each status. */
  countsByStatus(sellerId: string): Promise<Record<string, number>> {
    return table.countsByStatus(this.em, sellerId);
  }

  /** A shop's published listings, newest first. */
  publishedOfShop(shopId: string, after: Keyset | undefined, limit: number) {
    return this.em.find(
      Listing,
      afterKeyset<Listing>({ shopId, status: 'published' }, after, 'publishedAt'),
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit },
    );
  }

  async isSavedBy(userId: string, listingId: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<unknown[]>(
        `select 1 from "saved_listing" where "user_id" = ? and "listing_id" = ? limit 1`,
        [userId, listingId],
      );
    return rows.length > 0;
  }

  /** A shop's listings with these SKUs (a bulk import matches rows to them), by SKU. */
  async findBySkus(shopId: string, skus: readonly string[]): Promise<Map<string, Listing>> {
    const found = new Map<string, Listing>();
    for (let i = 0; i < skus.length; i += 1_000) {
      const rows = await this.em.find(Listing, { shopId, sku: { $in: skus.slice(i, i + 1_000) } });
      for (const row of rows) if (row.sku) found.set(row.sku, row);
    }
    return found;
  }

  /**
   * Writes an import's listings (new and changed) in one transaction, in batches, and recounts
   * the shop once: a failure leaves the shop as it was. Batches of 100: a flush's change sets are
   * worked out in one go, and 500 listings held the event loop for a noticeable time.
   */
  async saveImported(shopId: string, listings: readonly Listing[]): Promise<void> {
    await this.em.transactional(async (em) => {
      for (let i = 0; i < listings.length; i += 100) {
        for (const listing of listings.slice(i, i + 100)) {
          em.persist(listing);
        }
        await em.flush();
      }
      await recountShop(em, shopId);
    });
  }

  /** The newest published listings (the home feed). */
  newestPublished(limit: number): Promise<Listing[]> {
    return this.em.find(
      Listing,
      { status: 'published' },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit },
    );
  }

  /**
   * Expires up to `limit` listings whose time ran out (`from`: the statuses that expire), and
   * recounts their shops, in one transaction; rows another BFF is expiring are skipped.
   */
  async expireDue(now: Date, from: readonly ListingStatus[], limit: number): Promise<number> {
    return this.em.transactional(async (em) => {
      const shopIds = await table.expireDue(em, now, from, limit);
      await recountShops(em, shopIds);
      return shopIds.length;
    });
  }

  /**
   * Hides the seller's listings in `statuses` (their account was suspended: docs/product/admin.md),
   * each keeping the status it goes back to, and recounts their shops. Through the injected
   * EntityManager, so it joins the caller's transaction. Returns how many it hid.
   */
  async hideBySeller(sellerId: string, statuses: readonly ListingStatus[]): Promise<number> {
    const shopIds = await table.hideByAuthor(this.em, sellerId, statuses);
    await recountShops(this.em, shopIds);
    return shopIds.length;
  }

  /** Puts the seller's hidden listings back as they were; returns how many. */
  async restoreBySeller(sellerId: string): Promise<number> {
    const shopIds = await table.restoreByAuthor(this.em, sellerId);
    await recountShops(this.em, shopIds);
    return shopIds.length;
  }

  /** Listings waiting for a moderator, oldest first (the review queue), and how many wait. */
  pendingReview(limit: number): Promise<{ rows: Listing[]; total: number }> {
    return table.pendingReview(this.em, limit);
  }

  /**
   * Counts a view (the service asks only for a viewer's first of the UTC day, as the seller
   * analytics count them), with no read: the lifetime count on the listing and today's (UTC) in
   * listing_daily_view, in one statement.
   */
  async countView(id: string): Promise<void> {
    await this.em.execute(
      `with counted as (update "listing" set "view_count" = "view_count" + 1 where "id" = ? returning "id")
       insert into "listing_daily_view" ("listing_id", "day", "views")
       select "id", (now() at time zone 'utc')::date, 1 from counted
       on conflict ("listing_id", "day") do update set "views" = "listing_daily_view"."views" + 1`,
      [id],
    );
  }
}

/** Recounts each of these shops once (a bulk change returns one shop id per listing changed). */
async function recountShops(em: EntityManager, shopIds: readonly string[]): Promise<void> {
  for (const shopId of new Set(shopIds)) await recountShop(em, shopId);
}

/** The shop's listing_count is its published listings; kept in the transaction that changes them. */
async function recountShop(em: EntityManager, shopId: string): Promise<void> {
  await em.execute(
    `update "shop" set "listing_count" = (select count(*) from "listing" where "shop_id" = ? and "status" = 'published') where "id" = ?`,
    [shopId, shopId],
  );
}
