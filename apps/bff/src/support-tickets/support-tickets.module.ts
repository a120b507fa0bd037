import { Module } from '@nestjs/common';
import { QueuesModule } from '../queues/queues.module.js';
import { RateLimiter } from '../redis/rate-limiter.js';
import { UsersModule } from '../users/users.module.js';
import { SupportTicketsController } from './support-tickets.controller.js';
import { SupportTicketsService } from './support-tickets.service.js';

/** /api/v1/support/tickets (JwtAuthGuard comes from the global AuthModule). */
@Module({
  imports: [QueuesModule, UsersModule],
  controllers: [SupportTicketsController],
  providers: [SupportTicketsService, RateLimiter],
})
export class SupportTicketsModule {}
