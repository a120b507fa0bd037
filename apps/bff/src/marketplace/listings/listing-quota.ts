import { HttpStatus, Injectable } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { ListingsRepository } from './listings.repository.js';

/**
 * The per-shop listing quota (the system setting `listings.perShopMax`), for a listing posted on
 * its own and for an import alike. A seller has one shop, so the seller's listings are the shop's.
 */
@Injectable()
export class ListingQuota {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly settings: SettingsService,
  ) {}

  /** The quota, and how many more listings the seller's shop takes (0 when it is full). */
  async room(sellerId: string): Promise<{ quota: number; room: number }> {
    const [quota, counts] = await Promise.all([
      this.settings.current('listings.perShopMax'),
      this.listings.countsByStatus(sellerId),
    ]);
    const held = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { quota, room: Math.max(0, quota - held) };
  }

  /** 409 with the reason when the seller's shop holds its quota of listings. */
  async assertRoom(sellerId: string): Promise<void> {
    const { quota, room } = await this.room(sellerId);
    if (room === 0)
      throw new ApiException(HttpStatus.CONFLICT, messages.catalogue.listingQuotaReached(quota));
  }
}
