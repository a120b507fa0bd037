import { Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';
import { QueueRegistry } from './queue-registry.js';
import { SmsBudget } from './sms-budget.js';

@Module({
  providers: [QueueRegistry, JobsService, SmsBudget],
  exports: [QueueRegistry, JobsService, SmsBudget],
})
export class QueuesModule {}
