import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { PushModule } from '../push/push.module.js';
import { NotificationMailer } from './notification-mailer.js';
import { Notification, NotificationPreference } from './notification.entity.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** /api/v1/notifications; other modules import it to notify (store, then push). */
@Module({
  imports: [
    entitiesOf(Notification, NotificationPreference),
    RealtimeModule,
    QueuesModule,
    PushModule,
  ],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, NotificationMailer],
  exports: [NotificationsService, NotificationsRepository],
})
export class NotificationsModule {}
