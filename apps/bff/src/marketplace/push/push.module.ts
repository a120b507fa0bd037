import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { PushSubscription } from './push-subscription.entity.js';
import { PushController } from './push.controller.js';
import { PushJobs } from './push-jobs.js';
import { PushRepository } from './push.repository.js';
import { PushService } from './push.service.js';

/** /api/v1/push; NotificationsModule imports it to announce each stored notification. */
@Module({
  imports: [PolicyModule, QueuesModule, entitiesOf(PushSubscription)],
  controllers: [PushController],
  providers: [PushService, PushRepository, PushJobs],
  exports: [PushJobs],
})
export class PushModule {}
