import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { entitiesOf } from '../database/entity-registry.js';
import { ImagesModule } from '../images/images.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PolicyModule } from '../policy/policy.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../users/users.module.js';
import { Proposal, ProposalAttachment, ProposalStep } from './proposal.entity.js';
import { ProposalsController } from './proposals.controller.js';
import { ProposalsRepository } from './proposals.repository.js';
import { ProposalsService } from './proposals.service.js';

/** Proposals on requirements: /api/v1/requirements/:id/proposals and /api/v1/proposals. */
@Module({
  imports: [
    entitiesOf(Proposal, ProposalStep, ProposalAttachment),
    RequirementsModule,
    ShopsModule,
    UsersModule,
    ImagesModule,
    SettingsModule,
    PolicyModule,
    RealtimeModule,
    NotificationsModule,
    ConversationsModule,
  ],
  controllers: [ProposalsController],
  providers: [ProposalsService, ProposalsRepository],
  exports: [ProposalsRepository],
})
export class ProposalsModule {}
