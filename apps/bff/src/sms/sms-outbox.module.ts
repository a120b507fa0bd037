import { Module } from '@nestjs/common';
import { SmsOutboxController } from './sms-outbox.controller.js';
import { SmsOutboxService } from './sms-outbox.service.js';

/** The development SMS outbox reader; AppModule mounts it outside production only. */
@Module({
  controllers: [SmsOutboxController],
  providers: [SmsOutboxService],
})
export class SmsOutboxModule {}
