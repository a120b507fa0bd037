import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ContactMessage } from './contact-message.entity.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { ContactController } from './contact.controller.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { ContactService } from './contact.service.js';

/** POST /api/v1/contact. */
@Module({
  imports: [entitiesOf(ContactMessage), QueuesModule],
  controllers: [ContactController],
  providers: [ContactService, ContactMessagesRepository],
})
export class ContactModule {}
