import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ContactRequest } from '@matchbazaar/contracts';
import { ContactMessage } from './contact-message.entity.js';

/** Contact-form messages' rows. */
@Injectable()
export class ContactMessagesRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts the message and runs `then` (queueing its mail) in the same transaction: when `then`
   * throws, the row is not kept.
   */
  insertThen<T>(request: ContactRequest, then: (row: ContactMessage) => Promise<T>): Promise<T> {
    return this.em.transactional(async (em) => {
      const row = em.create(ContactMessage, request);
      await em.flush();
      return then(row);
    });
  }
}
