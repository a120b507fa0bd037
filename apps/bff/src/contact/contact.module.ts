import { Module } from '@nestjs/common';
import { QueuesModule } from '../queues/queues.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** POST /api/v1/contact. */
@Module({
  imports: [QueuesModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
