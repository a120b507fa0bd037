import { Module } from '@nestjs/common';
import { ActivityModule } from '../../identity/activity/activity.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { SupportTicket } from './support-ticket.entity.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { SupportTicketsController } from './support-tickets.controller.js';
import { SupportTicketsRepository } from './support-tickets.repository.js';
import { SupportTicketsService } from './support-tickets.service.js';

/** /api/v1/support/tickets (JwtAuthGuard comes from the global AuthModule). */
@Module({
  imports: [entitiesOf(SupportTicket), PolicyModule, QueuesModule, UsersModule, ActivityModule],
  controllers: [SupportTicketsController],
  providers: [SupportTicketsService, SupportTicketsRepository],
})
export class SupportTicketsModule {}
