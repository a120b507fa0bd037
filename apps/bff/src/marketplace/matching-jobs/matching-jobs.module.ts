import { Module } from '@nestjs/common';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { MatchingJobs } from './matching-jobs.js';

/** The producer side of matching, for the modules whose posts are matched. */
@Module({
  imports: [QueuesModule],
  providers: [MatchingJobs],
  exports: [MatchingJobs],
})
export class MatchingJobsModule {}
