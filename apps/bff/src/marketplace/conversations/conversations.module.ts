import { Module } from '@nestjs/common';
import { MatchOutcomesModule } from '../matching/match-outcomes.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { StorageQuotaModule } from '../images/storage-quota.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { ConversationMessage } from './conversation-message.entity.js';
import { ConversationParticipant } from './conversation-participant.entity.js';
import { Conversation } from './conversation.entity.js';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsGateway } from './conversations.gateway.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';
import { ConversationsSweeper } from './conversations-sweeper.js';
import { MessageAttachment } from './message-attachment.entity.js';
import { BlocksModule } from '../blocks/blocks.module.js';

/**
 * Inquiries and conversations: /api/v1/conversations, /inquiries, listings' inquiries,
 * requirements' conversations, blocks and reports of messages (into the reports module's queue); the typing signal on /realtime. The
 * proposals engine imports it for `ConversationsService.recordSystemMessage`.
 */
@Module({
  imports: [
    entitiesOf(Conversation, ConversationParticipant, ConversationMessage, MessageAttachment),
    BlocksModule,
    ListingsModule,
    MatchOutcomesModule,
    RequirementsModule,
    ShopsModule,
    UsersModule,
    PolicyModule,
    RealtimeModule,
    NotificationsModule,
    ReportsModule,
    StorageQuotaModule,
  ],
  controllers: [ConversationsController],
  providers: [
    ConversationsService,
    ConversationsRepository,
    ConversationsGateway,
    ConversationsSweeper,
  ],
  exports: [ConversationsService, BlocksModule],
})
export class ConversationsModule {}
