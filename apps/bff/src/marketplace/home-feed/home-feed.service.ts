import { Injectable } from '@nestjs/common';
import {
  messages,
  type CategoriesResponse,
  type FeedItem,
  type FeedQuery,
} from '@matchbazaar/contracts';
import { categoryIconDirectory, defaultCategoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import { prepareJson, type PreparedJson } from '../../platform/common/prepared-json.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { listingToFeedItem, requirementToFeedItem } from './home-feed.mapper.js';
import { ListingsRepository } from '../listings/listings.repository.js';

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

/** Home's recent opportunities: open requirements (buyer) and published listings (seller). */
@Injectable()
export class HomeFeedService {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly requirements: RequirementsRepository,
  ) {}

  /** The category taxonomy's answer, as bytes with their ETag. */
  categories(): PreparedJson {
    return categoriesAnswer;
  }

  /** Newest first, of one type or both; ties keep a stable order. */
  async list({ type, limit }: FeedQuery): Promise<FeedItem[]> {
    const [offers, requests] = await Promise.all([
      type === 'buyer' ? [] : this.offers(limit),
      type === 'seller' ? [] : this.requests(limit),
    ]);
    return [...offers, ...requests]
      .sort((a, b) => b.postedDate.localeCompare(a.postedDate) || b.id.localeCompare(a.id))
      .slice(0, limit);
  }

  private async offers(limit: number): Promise<FeedItem[]> {
    const rows = await this.listings.newestPublished(limit);
    const photos = await this.listings.imageIdsOf(rows.map((row) => row.id));
    return rows.map((row) => listingToFeedItem(row, photos.get(row.id)?.[0]));
  }

  private async requests(limit: number): Promise<FeedItem[]> {
    const rows = await this.requirements.newestOpen(limit);
    const photos = await this.requirements.imageIdsOf(rows.map((row) => row.id));
    return rows.map((row) => requirementToFeedItem(row, photos.get(row.id)?.[0]));
  }
}
