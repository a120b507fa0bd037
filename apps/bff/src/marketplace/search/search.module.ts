import { Module } from '@nestjs/common';
import { SeedRegistry, seedOrder } from '../../platform/database/seed-registry.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { SearchEventsModule } from '../search-events/search-events.module.js';
import { PostSearchRepository } from './post-search.repository.js';
import { SearchController } from './search.controller.js';
import { searchSeeds } from './search.seeds.js';
import { SearchService } from './search.service.js';

/** /api/v1/listings/search, /requirements/search and /search/suggest. */
@Module({
  imports: [ListingsModule, RequirementsModule, SearchEventsModule, SettingsModule],
  controllers: [SearchController],
  providers: [SearchService, PostSearchRepository],
})
export class SearchModule {
  constructor(seeds: SeedRegistry) {
    seeds.register(seedOrder.search, searchSeeds());
  }
}
