import { Injectable } from '@nestjs/common';
import { SmsOutboxRepository } from './sms-outbox.repository.js';

export interface OutboxText {
  id: number;
  to: string;
  body: string;
  createdAt: string;
}

@Injectable()
export class SmsOutboxService {
  constructor(private readonly outbox: SmsOutboxRepository) {}

  async latest(limit: number, to?: string): Promise<OutboxText[]> {
    const rows = await this.outbox.latest(limit, to);
    return rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
