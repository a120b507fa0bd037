import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SmsOutboxMessage } from './sms-outbox-message.entity.js';

export interface OutboxText {
  id: number;
  to: string;
  body: string;
  createdAt: string;
}

@Injectable()
export class SmsOutboxService {
  constructor(private readonly em: EntityManager) {}

  async latest(limit: number, to?: string): Promise<OutboxText[]> {
    const rows = await this.em
      .fork()
      .find(SmsOutboxMessage, to === undefined ? {} : { recipient: to }, {
        orderBy: { id: 'desc' },
        limit,
      });
    return rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
