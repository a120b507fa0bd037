import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** listing_visit's one writer: a viewer's view of a listing on a day, once. */
@Injectable()
export class ListingVisitsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records the visit unless this viewer was counted for the listing that day; true when new. */
  async record(visit: {
    day: string;
    listingId: string;
    sellerId: string;
    viewerKey: string;
  }): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `insert into "listing_visit" ("day", "listing_id", "viewer_key", "seller_id") values (?, ?, ?, ?)
       on conflict do nothing returning 1`,
      [visit.day, visit.listingId, visit.viewerKey, visit.sellerId],
    );
    return rows.length > 0;
  }
}
