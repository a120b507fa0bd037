import { Module } from '@nestjs/common';
import { entitiesOf } from '../database/entity-registry.js';
import { SeedRegistry, seedOrder } from '../database/seed-registry.js';
import { Listing } from './listing.entity.js';
import { ListingsController } from './listings.controller.js';
import { ListingsRepository } from './listings.repository.js';
import { listingsSeeds } from './listings.seeds.js';
import { ListingsService } from './listings.service.js';

/** GET /api/v1/listings and GET /api/v1/listings/categories. */
@Module({
  imports: [entitiesOf(Listing)],
  controllers: [ListingsController],
  providers: [ListingsService, ListingsRepository],
})
export class ListingsModule {
  constructor(seeds: SeedRegistry) {
    seeds.register(seedOrder.listings, listingsSeeds());
  }
}
