import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { MatchingModule } from '../matching/matching.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { AnalyticsRollupSchedule } from './analytics-rollup-schedule.js';
import { SellerAnalyticsController } from './seller-analytics.controller.js';
import { SellerAnalyticsRepository } from './seller-analytics.repository.js';
import { SellerAnalyticsService } from './seller-analytics.service.js';

/**
 * The seller area's figures: /api/v1/seller/overview, /analytics and /analytics.csv, and the
 * hourly schedule of the worker's rollup. Views are recorded by ListingVisitsModule.
 */
@Module({
  imports: [ConversationsModule, MatchingModule, ShopsModule, PolicyModule, QueuesModule],
  controllers: [SellerAnalyticsController],
  providers: [SellerAnalyticsService, SellerAnalyticsRepository, AnalyticsRollupSchedule],
})
export class SellerAnalyticsModule {}
