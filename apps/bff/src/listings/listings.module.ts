import { Module } from '@nestjs/common';
import { entitiesOf } from '../database/entity-registry.js';
import { SeedRegistry, seedOrder } from '../database/seed-registry.js';
import { Image } from '../images/image.entity.js';
import { ImageVariant } from '../images/image-variant.entity.js';
import { ListingView } from '../recent-views/listing-view.entity.js';
import { ContentReport } from '../reports/content-report.entity.js';
import { Requirement } from '../requirements/requirement.entity.js';
import { RequirementImage } from '../requirements/requirement-image.entity.js';
import { SavedListing } from '../saved-listings/saved-listing.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { DemoListing } from './demo-listing.entity.js';
import { Listing } from './listing.entity.js';
import { ListingImage } from './listing-image.entity.js';
import { ListingsController } from './listings.controller.js';
import { ListingsRepository } from './listings.repository.js';
import { listingsSeeds } from './listings.seeds.js';
import { ListingsService } from './listings.service.js';

/** GET /api/v1/listings and GET /api/v1/listings/categories. */
@Module({
  imports: [
    // The catalogue's tables are registered here until each domain's module registers its own.
    entitiesOf(
      DemoListing,
      Listing,
      ListingImage,
      Shop,
      Requirement,
      RequirementImage,
      SavedListing,
      ListingView,
      ContentReport,
      Image,
      ImageVariant,
    ),
  ],
  controllers: [ListingsController],
  providers: [ListingsService, ListingsRepository],
})
export class ListingsModule {
  constructor(seeds: SeedRegistry) {
    seeds.register(seedOrder.listings, listingsSeeds());
  }
}
