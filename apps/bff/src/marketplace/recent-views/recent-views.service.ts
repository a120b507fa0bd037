import { Injectable } from '@nestjs/common';
import { RecentViewsRepository } from './recent-views.repository.js';

/**
 * A buyer's recently viewed listings: the listing page records a view, the buyer's lists page
 * reads and clears them. Other domains come through here, not through the repository.
 */
@Injectable()
export class RecentViewsService {
  constructor(private readonly rows: RecentViewsRepository) {}

  record(userId: string, listingId: string): Promise<void> {
    return this.rows.record(userId, listingId);
  }

  newest(userId: string): Promise<{ listingId: string; viewedAt: Date }[]> {
    return this.rows.newest(userId);
  }

  clear(userId: string): Promise<void> {
    return this.rows.clear(userId);
  }
}
