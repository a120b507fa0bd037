import { Injectable } from '@nestjs/common';
import {
  messages,
  type CategoriesResponse,
  type Listing as ListingView,
  type ListingsQuery,
} from '@matchbazaar/contracts';
import { categoryIconDirectory, defaultCategoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import { prepareJson, type PreparedJson } from '../common/prepared-json.js';
import { toListingView } from './demo-listing.mapper.js';
import { DemoListingsRepository } from './demo-listings.repository.js';

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
export class HomeFeedService {
  constructor(private readonly listings: DemoListingsRepository) {}

  /** The category taxonomy's answer, as bytes with their ETag. */
  categories(): PreparedJson {
    return categoriesAnswer;
  }

  /** Newest first, of one type or both; ties keep a stable order. */
  async list({ type, limit }: ListingsQuery): Promise<ListingView[]> {
    return (await this.listings.newest(type, limit)).map(toListingView);
  }
}
