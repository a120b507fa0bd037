import { Inject, Injectable, Logger } from '@nestjs/common';
import { dayOf } from '@matchbazaar/contracts';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { isBot } from './bots.js';
import { ListingVisitsRepository } from './listing-visits.repository.js';
import { viewerKey, type Viewer } from './viewer-key.js';

/**
 * The seller analytics' views (docs/product/seller-analytics.md): a published listing's page
 * opened by someone other than its seller counts once per viewer and UTC day; bots never count.
 * A failed write is logged, never the page's failure.
 */
@Injectable()
export class ListingVisits {
  private readonly logger = new Logger(ListingVisits.name);

  constructor(
    private readonly visits: ListingVisitsRepository,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /** True when this was the viewer's first counted view of the listing today. */
  async record(
    listing: { id: string; sellerId: string; status: string },
    viewer: Viewer,
    now = new Date(),
  ): Promise<boolean> {
    if (listing.status !== 'published' || viewer.userId === listing.sellerId) return false;
    if (isBot(viewer.userAgent)) return false;
    const day = dayOf(now);
    try {
      return await this.visits.record({
        day,
        listingId: listing.id,
        sellerId: listing.sellerId,
        viewerKey: viewerKey(this.config.COOKIE_SECRET, day, viewer),
      });
    } catch (error) {
      this.logger.warn(`View of listing ${listing.id} not recorded: ${(error as Error).message}`);
      return false;
    }
  }
}
