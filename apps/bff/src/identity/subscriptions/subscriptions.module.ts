import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { Subscriber } from './subscriber.entity.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { OneClickFormParser } from './one-click-form-parser.js';
import { SubscriberLinksService } from './subscriber-links.service.js';
import { SubscribersRepository } from './subscribers.repository.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** The launch waitlist: POST /api/subscribers, /confirm and /unsubscribe. */
@Module({
  imports: [entitiesOf(Subscriber), QueuesModule],
  controllers: [SubscriptionsController],
  providers: [
    SubscriptionsService,
    SubscribersRepository,
    SubscriberLinksService,
    OneClickFormParser,
  ],
})
export class SubscriptionsModule {}
