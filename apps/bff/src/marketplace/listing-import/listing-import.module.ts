import { Module } from '@nestjs/common';
import { MatchingJobsModule } from '../matching-jobs/matching-jobs.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { ListingImportController } from './listing-import.controller.js';
import { ListingImportService } from './listing-import.service.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';

/** Bulk import of a seller's listings: the upload route, and the service the CLI uses too. */
@Module({
  imports: [PolicyModule, ListingsModule, ShopsModule, ModerationModule, MatchingJobsModule],
  controllers: [ListingImportController],
  providers: [ListingImportService],
  exports: [ListingImportService],
})
export class ListingImportModule {}
