import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { afterKeyset, type Keyset } from '../../platform/common/post-keyset.js';
import { SavedListing } from './saved-listing.entity.js';

/** Saved listings' rows, and each listing's save_count kept with them in one transaction. */
@Injectable()
export class SavedListingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Saves the listing for the user at its price now; saving again changes nothing. */
  /** Saves the listing for the user; true when it was not saved before. */
  async save(
    userId: string,
    listing: { id: string; priceMinor?: number | null; currency: string },
  ): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const inserted = await em.execute<{ listing_id: string }[]>(
        `insert into "saved_listing" ("user_id", "listing_id", "saved_price_minor", "saved_currency", "created_at")
         values (?, ?, ?, ?, now()) on conflict do nothing returning "listing_id"`,
        [userId, listing.id, listing.priceMinor ?? null, listing.currency],
      );
      if (inserted.length > 0) await recount(em, listing.id);
      return inserted.length > 0;
    });
  }

  async remove(userId: string, listingId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const removed = await em.nativeDelete(SavedListing, { userId, listingId });
      if (removed > 0) await recount(em, listingId);
    });
  }

  /** The user's saved listings, newest first. */
  page(userId: string, after: Keyset | undefined, limit: number): Promise<SavedListing[]> {
    const where = afterKeyset<SavedListing>({ userId }, after, 'createdAt', 'listingId');
    return this.em.find(SavedListing, where, {
      orderBy: { createdAt: 'desc', listingId: 'desc' },
      limit,
    });
  }
}

async function recount(em: EntityManager, listingId: string): Promise<void> {
  await em.execute(
    `update "listing" set "save_count" = (select count(*) from "saved_listing" where "listing_id" = ?) where "id" = ?`,
    [listingId, listingId],
  );
}
