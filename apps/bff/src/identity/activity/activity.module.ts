import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ActivityEntry } from './activity-entry.entity.js';
import { ActivityRepository } from './activity.repository.js';

/** The users' own timelines: the modules where people act append to it; the dashboard reads it. */
@Module({
  imports: [entitiesOf(ActivityEntry)],
  providers: [ActivityRepository],
  exports: [ActivityRepository],
})
export class ActivityModule {}
