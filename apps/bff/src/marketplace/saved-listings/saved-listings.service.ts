import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  type PageQuery,
  type RecentViewItem,
  type SavedListingItem,
} from '@matchbazaar/contracts';
import { ActivityRepository } from '../../identity/activity/activity.repository.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { keysetFromCursor, pageOf } from '../../platform/common/post-keyset.js';
import { publiclyReadable } from '../listings/listing.mapper.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { ListingsService } from '../listings/listings.service.js';
import { RecentViewsService } from '../recent-views/recent-views.service.js';
import { SavedListingsRepository } from './saved-listings.repository.js';

const m = messages.catalogue;

/**
 * A signed-in user's saved listings (a price drop since saving is marked) and recent views
 * (docs/product/marketplace.md). Both show the listing as it is now while the public may read
 * it (paused, closed and expired ones say so); one back in review, rejected or hidden leaves them.
 */
@Injectable()
export class SavedListingsService {
  constructor(
    private readonly saved: SavedListingsRepository,
    private readonly recent: RecentViewsService,
    private readonly listingRows: ListingsRepository,
    private readonly listings: ListingsService,
    private readonly activity: ActivityRepository,
  ) {}

  /** Saves a live listing; anything not public is 404, a paused or closed one 409. */
  async save(userId: string, listingId: string): Promise<void> {
    const listing = await this.listingRows.findById(listingId);
    if (!listing || !publiclyReadable(listing)) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.listingNotFound);
    }
    if (listing.status !== 'published') {
      throw new ApiException(HttpStatus.CONFLICT, m.onlyLiveCanBeSaved);
    }
    if (await this.saved.save(userId, listing)) {
      await this.activity.record({
        userId,
        kind: 'listing.saved',
        subject: { kind: 'listing', id: listing.id, title: listing.title },
      });
    }
  }

  async remove(userId: string, listingId: string): Promise<void> {
    await this.saved.remove(userId, listingId);
  }

  async list(
    userId: string,
    query: PageQuery,
  ): Promise<{ items: SavedListingItem[]; nextCursor: string | null }> {
    const rows = await this.saved.page(userId, keysetFromCursor(query.cursor), query.limit + 1);
    const { items, nextCursor } = pageOf(
      rows.map((row) => ({ ...row, id: row.listingId })),
      query.limit,
      (row) => row.createdAt,
    );
    const found = await this.listingRows.findByIds(items.map((item) => item.listingId));
    const shown = [...found.values()].filter(publiclyReadable);
    const cards = new Map((await this.listings.cards(shown)).map((card) => [card.id, card]));
    return {
      items: items.flatMap((item) => {
        const listing = cards.get(item.listingId);
        if (!listing) return [];
        const was = item.savedPriceMinor ?? null;
        const now = listing.price.amountMinor;
        return [
          {
            listing,
            savedAt: item.createdAt.toISOString(),
            savedPrice: was === null ? null : { amountMinor: was, currency: item.savedCurrency },
            priceDropped:
              was !== null &&
              now !== null &&
              listing.price.currency === item.savedCurrency &&
              now < was,
          },
        ];
      }),
      nextCursor,
    };
  }

  /**
   * The last 50 listings the user viewed (or the newest `limit` of them), newest first; those the
   * public may no longer read and deleted ones left out. Cards are built only for the views
   * returned.
   */
  async recentViews(userId: string, limit = Infinity): Promise<RecentViewItem[]> {
    const views = await this.recent.newest(userId);
    const found = await this.listingRows.findByIds(views.map((view) => view.listingId));
    const shown = views
      .flatMap((view) => found.get(view.listingId) ?? [])
      .filter(publiclyReadable)
      .slice(0, limit);
    const cards = new Map((await this.listings.cards(shown)).map((card) => [card.id, card]));
    return views.flatMap((view) => {
      const listing = cards.get(view.listingId);
      return listing ? [{ listing, viewedAt: view.viewedAt.toISOString() }] : [];
    });
  }

  clearRecentViews(userId: string): Promise<void> {
    return this.recent.clear(userId);
  }
}
