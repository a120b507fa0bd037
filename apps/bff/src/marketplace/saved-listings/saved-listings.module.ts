import { Module } from '@nestjs/common';
import { ActivityModule } from '../../identity/activity/activity.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ListingsModule } from '../listings/listings.module.js';
import { RecentViewsModule } from '../recent-views/recent-views.module.js';
import { SavedListing } from './saved-listing.entity.js';
import { SavedListingsController } from './saved-listings.controller.js';
import { SavedListingsRepository } from './saved-listings.repository.js';
import { SavedListingsService } from './saved-listings.service.js';

/** /api/v1/saved-listings and /api/v1/recent-views. */
@Module({
  imports: [entitiesOf(SavedListing), ListingsModule, ActivityModule, RecentViewsModule],
  controllers: [SavedListingsController],
  providers: [SavedListingsService, SavedListingsRepository],
  exports: [SavedListingsService],
})
export class SavedListingsModule {}
