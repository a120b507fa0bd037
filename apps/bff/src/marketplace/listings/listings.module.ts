import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { ActivityModule } from '../../identity/activity/activity.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { MatchingJobsModule } from '../matching-jobs/matching-jobs.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { RecentViewsModule } from '../recent-views/recent-views.module.js';
import { ListingVisitsModule } from '../listing-visits/listing-visits.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { ListingImage } from './listing-image.entity.js';
import { ListingQuota } from './listing-quota.js';
import { Listing } from './listing.entity.js';
import { ListingsController } from './listings.controller.js';
import { ListingsRepository } from './listings.repository.js';
import { ListingsService } from './listings.service.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { PostCollaborators } from '../posts/post-service.js';

/** /api/v1/listings: sellers' listings. */
@Module({
  imports: [
    PolicyModule,
    MatchingJobsModule,
    AuditModule,
    entitiesOf(Listing, ListingImage),
    RecentViewsModule,
    ShopsModule,
    UsersModule,
    ModerationModule,
    QueuesModule,
    ActivityModule,
    ListingVisitsModule,
    SettingsModule,
  ],
  controllers: [ListingsController],
  providers: [ListingsService, PostCollaborators, ListingsRepository, ListingQuota],
  exports: [ListingsService, ListingsRepository, ListingQuota],
})
export class ListingsModule {}
