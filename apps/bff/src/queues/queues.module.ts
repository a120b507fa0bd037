import { Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';
import { QueueRegistry } from './queue-registry.js';

@Module({ providers: [QueueRegistry, JobsService], exports: [QueueRegistry, JobsService] })
export class QueuesModule {}
