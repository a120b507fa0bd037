import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { SavedSearch } from './saved-search.entity.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';

/**
 * /api/v1/saved-searches. The alerts are the worker's (its `matching.saved-searches` job, queued
 * with the listing's matching by MatchingJobs).
 */
@Module({
  imports: [PolicyModule, entitiesOf(SavedSearch)],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchesRepository],
})
export class SavedSearchesModule {}
