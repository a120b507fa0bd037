import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SmsOutboxMessage } from './sms-outbox-message.entity.js';

/** The development SMS outbox's rows (the worker writes them; this reads). */
@Injectable()
export class SmsOutboxRepository {
  constructor(private readonly em: EntityManager) {}

  /** The newest `limit` texts, to one number or to all. */
  latest(limit: number, to?: string): Promise<SmsOutboxMessage[]> {
    return this.em.fork().find(SmsOutboxMessage, to === undefined ? {} : { recipient: to }, {
      orderBy: { id: 'desc' },
      limit,
    });
  }
}
