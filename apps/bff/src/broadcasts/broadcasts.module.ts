import { Module } from '@nestjs/common';
import { entitiesOf } from '../database/entity-registry.js';
import { Broadcast } from './broadcast.entity.js';
import { QueuesModule } from '../queues/queues.module.js';
import { BroadcastsController } from './broadcasts.controller.js';
import { BroadcastsService } from './broadcasts.service.js';

@Module({
  imports: [entitiesOf(Broadcast), QueuesModule],
  controllers: [BroadcastsController],
  providers: [BroadcastsService],
  exports: [BroadcastsService],
})
export class BroadcastsModule {}
