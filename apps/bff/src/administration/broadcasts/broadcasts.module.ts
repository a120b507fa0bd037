import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { Broadcast } from './broadcast.entity.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { BroadcastsController } from './broadcasts.controller.js';
import { BroadcastsRepository } from './broadcasts.repository.js';
import { BroadcastsService } from './broadcasts.service.js';

@Module({
  imports: [entitiesOf(Broadcast), QueuesModule],
  controllers: [BroadcastsController],
  providers: [BroadcastsService, BroadcastsRepository],
  exports: [BroadcastsService],
})
export class BroadcastsModule {}
