import { Module } from '@nestjs/common';
import { entitiesOf } from '../database/entity-registry.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { Notification, NotificationPreference } from './notification.entity.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** /api/v1/notifications; other modules import it to notify (store, then push). */
@Module({
  imports: [entitiesOf(Notification, NotificationPreference), RealtimeModule],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
