import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Listing as ListingView, ListingsQuery } from '@matchbazaar/contracts';
import { Listing } from './listing.entity.js';

@Injectable()
export class ListingsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, of one type or both; ties keep a stable order. */
  async list({ type, limit }: ListingsQuery): Promise<ListingView[]> {
    const rows = await this.em.find(Listing, type ? { type } : {}, {
      orderBy: { postedAt: 'desc', id: 'asc' },
      limit,
    });
    return rows.map(toView);
  }
}

/** The API shape: optional fields are left out rather than null. */
function toView(row: Listing): ListingView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    type: row.type,
    imageUrl: row.imageUrl,
    ...(row.location ? { location: row.location } : {}),
    postedDate: row.postedAt.toISOString(),
    tags: row.tags,
    ...(row.urgency ? { urgency: row.urgency } : {}),
  };
}
