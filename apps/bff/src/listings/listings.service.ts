import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  messages,
  type CategoriesResponse,
  type Listing as ListingView,
  type ListingsQuery,
} from '@matchbazaar/contracts';
import { categoryIconDirectory, defaultCategoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import { prepareJson, type PreparedJson } from '../common/prepared-json.js';
import { Listing } from './listing.entity.js';

/** The taxonomy is code, so its answer is serialized once per process, not once per request. */
const categoriesAnswer = prepareJson({
  success: true,
  message: messages.listings.categoriesLoaded,
  data: {
    groups: taxonomy,
    iconBase: categoryIconDirectory,
    defaultIcon: defaultCategoryIconPath,
  },
} satisfies CategoriesResponse);

@Injectable()
export class ListingsService {
  constructor(private readonly em: EntityManager) {}

  /** The category taxonomy's answer, as bytes with their ETag. */
  categories(): PreparedJson {
    return categoriesAnswer;
  }

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
