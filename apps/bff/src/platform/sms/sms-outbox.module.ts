import { Module } from '@nestjs/common';
import { entitiesOf } from '../database/entity-registry.js';
import { SmsOutboxMessage } from './sms-outbox-message.entity.js';
import { SmsOutboxController } from './sms-outbox.controller.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';
import { SmsOutboxService } from './sms-outbox.service.js';

/** The development SMS outbox reader; AppModule mounts it outside production only. */
@Module({
  imports: [entitiesOf(SmsOutboxMessage)],
  controllers: [SmsOutboxController],
  providers: [SmsOutboxService, SmsOutboxRepository],
})
export class SmsOutboxModule {}
