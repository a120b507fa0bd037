import { Module } from '@nestjs/common';
import { ListingsModule } from '../../marketplace/listings/listings.module.js';
import { RequirementsModule } from '../../marketplace/requirements/requirements.module.js';
import { ReviewQueueController } from './review-queue.controller.js';
import { ReviewQueueService } from './review-queue.service.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';

/** The moderators' review queue over listings and requirements. */
@Module({
  imports: [PolicyModule, ListingsModule, RequirementsModule],
  controllers: [ReviewQueueController],
  providers: [ReviewQueueService],
})
export class ReviewQueueModule {}
