import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ListingView } from './listing-view.entity.js';
import { RecentViewsRepository } from './recent-views.repository.js';
import { RecentViewsService } from './recent-views.service.js';

/** Recently viewed listings (listing_view); its routes are the saved listings module's. */
@Module({
  imports: [entitiesOf(ListingView)],
  providers: [RecentViewsService, RecentViewsRepository],
  exports: [RecentViewsService],
})
export class RecentViewsModule {}
