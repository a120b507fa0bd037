import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ListingsModule } from '../listings/listings.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { Match } from './match.entity.js';
import { MatchesRepository } from './matches.repository.js';
import { MatchingController } from './matching.controller.js';
import { MatchingJobsModule } from '../matching-jobs/matching-jobs.module.js';
import { MatchingSweep } from './matching-sweep.js';
import { MatchingService } from './matching.service.js';

/**
 * Matching's read side and what people do with matches: /api/v1/requirements/:id/matches and
 * /api/v1/seller/leads. The worker makes the matches (apps/worker/src/handlers/matching/).
 */
@Module({
  imports: [
    entitiesOf(Match),
    ListingsModule,
    RequirementsModule,
    NotificationsModule,
    PolicyModule,
    MatchingJobsModule,
    BlocksModule,
  ],
  controllers: [MatchingController],
  providers: [MatchingService, MatchesRepository, MatchingSweep],
  exports: [MatchingService],
})
export class MatchingModule {}
