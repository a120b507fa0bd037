import { Module } from '@nestjs/common';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { SearchActionsController } from './search-actions.controller.js';
import { SearchAnalyticsController } from './search-analytics.controller.js';
import { SearchAnalyticsRepository } from './search-analytics.repository.js';
import { SearchAnalyticsService } from './search-analytics.service.js';
import { SearchEventsRepository } from './search-events.repository.js';
import { SearchEventsService } from './search-events.service.js';
import { SearchEventsSweeper } from './search-events-sweeper.js';

/**
 * Search analytics (docs/product/search-analytics.md): SearchEventsService records the catalogue's
 * searches (the search module calls it), POST /api/v1/search/actions takes what was done with
 * their results, GET /api/v1/admin/search/analytics(.csv) reads them; old ones are swept.
 */
@Module({
  imports: [PolicyModule],
  controllers: [SearchActionsController, SearchAnalyticsController],
  providers: [
    SearchEventsService,
    SearchEventsRepository,
    SearchAnalyticsService,
    SearchAnalyticsRepository,
    SearchEventsSweeper,
  ],
  exports: [SearchEventsService],
})
export class SearchEventsModule {}
