import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ListingsModule } from '../listings/listings.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { Review, ReviewReport } from './review.entity.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';
import { ReviewsSweeper } from './reviews-sweeper.js';

/**
 * Reviews after an order: /api/v1/orders/:id/reviews, /api/v1/reviews/:id/{reply,report}, the
 * shops' and listings' /reviews and the moderators' /api/v1/admin/reviews.
 */
@Module({
  imports: [
    entitiesOf(Review, ReviewReport),
    ShopsModule,
    ListingsModule,
    UsersModule,
    PolicyModule,
    RealtimeModule,
    NotificationsModule,
    AuditModule,
  ],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository, ReviewsSweeper],
  exports: [ReviewsService],
})
export class ReviewsModule {}
