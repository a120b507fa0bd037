import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { activeTicketStatuses, type CreateTicketRequest } from '@matchbazaar/contracts';
import { SupportTicket } from './support-ticket.entity.js';

/** Support tickets' rows: the one place that queries or writes the support_ticket table. */
@Injectable()
export class SupportTicketsRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<SupportTicket | null> {
    return this.em.findOne(SupportTicket, { id });
  }

  /** An owner's tickets, newest first, `limit` of them below `before` (keyset on the id). */
  findPageOf(
    userId: string,
    page: { activeOnly: boolean; before?: number; limit: number },
  ): Promise<SupportTicket[]> {
    return this.em.find(
      SupportTicket,
      {
        userId,
        ...(page.activeOnly && { status: { $in: [...activeTicketStatuses] } }),
        ...(page.before !== undefined && { id: { $lt: page.before } }),
      },
      { orderBy: { id: 'desc' }, limit: page.limit },
    );
  }

  /**
   * Inserts the ticket and runs `then` (say, queueing its mails) in the same transaction: when
   * `then` throws, the row is not kept.
   */
  insertThen<T>(
    userId: string,
    request: CreateTicketRequest,
    then: (row: SupportTicket) => Promise<T>,
  ): Promise<T> {
    return this.em.transactional(async (em) => {
      const row = em.create(SupportTicket, { ...request, userId, closedAt: null });
      await em.flush();
      return then(row);
    });
  }

  /** Writes the changes made to a loaded row. */
  async save(row: SupportTicket): Promise<void> {
    await this.em.persist(row).flush();
  }
}
