import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ListingType } from '@matchbazaar/contracts';
import { DemoListing } from './demo-listing.entity.js';

/** The home feed's demo rows, until the feed reads real listings and requirements. */
@Injectable()
export class DemoListingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, of one type or both; ties keep a stable order. */
  newest(type: ListingType | undefined, limit: number): Promise<DemoListing[]> {
    return this.em.find(DemoListing, type ? { type } : {}, {
      orderBy: { postedAt: 'desc', id: 'asc' },
      limit,
    });
  }
}
