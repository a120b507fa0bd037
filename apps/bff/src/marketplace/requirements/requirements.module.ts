import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { ActivityModule } from '../../identity/activity/activity.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { MatchingJobsModule } from '../matching-jobs/matching-jobs.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { RequirementImage } from './requirement-image.entity.js';
import { Requirement } from './requirement.entity.js';
import { RequirementsController } from './requirements.controller.js';
import { RequirementsRepository } from './requirements.repository.js';
import { RequirementsService } from './requirements.service.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { PostCollaborators } from '../posts/post-service.js';

/** /api/v1/requirements: buyers' requests for quotes. */
@Module({
  imports: [
    PolicyModule,
    MatchingJobsModule,
    AuditModule,
    entitiesOf(Requirement, RequirementImage),
    ShopsModule,
    UsersModule,
    ModerationModule,
    ActivityModule,
  ],
  controllers: [RequirementsController],
  providers: [RequirementsService, PostCollaborators, RequirementsRepository],
  exports: [RequirementsService, RequirementsRepository],
})
export class RequirementsModule {}
