import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ImagesModule } from '../images/images.module.js';
import { StorageQuotaModule } from '../images/storage-quota.module.js';
import { MatchOutcomesModule } from '../matching/match-outcomes.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { ProposalDocument } from './proposal-document.entity.js';
import { ProposalDocumentsRepository } from './proposal-documents.repository.js';
import { ProposalDocumentsSweeper } from './proposal-documents-sweeper.js';
import { Proposal, ProposalAttachment, ProposalStep } from './proposal.entity.js';
import { ProposalsController } from './proposals.controller.js';
import { ProposalsRepository } from './proposals.repository.js';
import { ProposalsService } from './proposals.service.js';

/**
 * Proposals on requirements: /api/v1/requirements/:id/proposals, their PDF documents'
 * /api/v1/requirements/:id/proposal-documents, and /api/v1/proposals.
 */
@Module({
  imports: [
    entitiesOf(Proposal, ProposalStep, ProposalAttachment, ProposalDocument),
    RequirementsModule,
    ShopsModule,
    UsersModule,
    ImagesModule,
    StorageQuotaModule,
    SettingsModule,
    PolicyModule,
    RealtimeModule,
    NotificationsModule,
    ConversationsModule,
    BlocksModule,
    MatchOutcomesModule,
    OrdersModule,
  ],
  controllers: [ProposalsController],
  providers: [
    ProposalsService,
    ProposalsRepository,
    ProposalDocumentsRepository,
    ProposalDocumentsSweeper,
  ],
  exports: [ProposalsRepository],
})
export class ProposalsModule {}
