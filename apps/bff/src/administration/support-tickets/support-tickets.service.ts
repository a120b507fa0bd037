import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  messages,
  ticketPageSize,
  ticketRateLimit,
  type CreateTicketRequest,
  type SupportTicket as TicketView,
  type TicketListQuery,
  type TicketStatus,
} from '@matchbazaar/contracts';
import { ActivityRepository } from '../../identity/activity/activity.repository.js';
import { ticketAcknowledgementMail, ticketNoticeMail } from '@matchbazaar/messaging';
import type { Job } from 'bullmq';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { JobsService, QueueUnavailableException } from '../../platform/queues/jobs.service.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { queueDown, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { ticketResource, toTicketView } from './support-ticket.mapper.js';
import { SupportTicketsRepository } from './support-tickets.repository.js';

/** New tickets per account and window; without Redis no mail could be queued either (503). */
export const ticketLimit: RateLimitPolicy = {
  rule: {
    name: 'tickets:user',
    limit: ticketRateLimit.perWindow,
    windowMs: ticketRateLimit.windowMs,
  },
  per: 'user',
  message: messages.supportTickets.tooMany,
  whenStoreDown: queueDown,
};

const refusals = {
  notFound: messages.supportTickets.notFound,
  forbidden: messages.supportTickets.ownerMayOnlyClose,
};
const closedStatuses: readonly TicketStatus[] = ['resolved', 'closed'];

/**
 * Support tickets (docs/product/contact.md): opened by signed-in users, seen by their owner and
 * support staff.
 */
@Injectable()
export class SupportTicketsService {
  private readonly logger = new Logger(SupportTicketsService.name);

  constructor(
    private readonly tickets: SupportTicketsRepository,
    private readonly access: ResourceAccess,
    private readonly users: UsersRepository,
    private readonly jobs: JobsService,
    private readonly queues: QueueRegistry,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly activity: ActivityRepository,
  ) {}

  /**
   * Stores the ticket and queues the acknowledgement to its author and the notice to the support
   * inbox, in one transaction: a ticket whose mails could not be queued is not kept (503).
   */
  async create(userId: string, request: CreateTicketRequest): Promise<TicketView> {
    if (!this.queues.isConnected()) throw new QueueUnavailableException();
    const author = await this.users.findById(userId);
    // A valid token of an account deleted since: the session is over.
    if (!author) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);

    const ticket = await this.tickets.insertThen(userId, request, async (row) => {
      const facts = { ...request, id: row.id, author };
      const queued: Job[] = [];
      try {
        queued.push(
          await this.jobs.enqueue(
            'mail',
            'deliver',
            { to: author.email, ...ticketAcknowledgementMail(this.config.PUBLIC_URL, facts) },
            { jobId: `ticket-${row.id}-ack` },
          ),
        );
        queued.push(
          await this.jobs.enqueue(
            'mail',
            'deliver',
            { to: this.config.SUPPORT_EMAIL, ...ticketNoticeMail(facts) },
            { jobId: `ticket-${row.id}-support` },
          ),
        );
      } catch (error) {
        // The row is rolled back: take back a mail already queued about it, if Redis lets us.
        await Promise.all(queued.map((job) => job.remove().catch(() => undefined)));
        throw error;
      }
      return toTicketView(row);
    });
    this.logger.log(`Support ticket ${ticket.id} opened (${ticket.category})`);
    await this.activity.record({
      userId,
      kind: 'ticket.opened',
      subject: { kind: 'ticket', id: String(ticket.id), title: ticket.subject },
    });
    return ticket;
  }

  /** The owner's tickets, newest first, a page at a time (keyset on the id). */
  async list(
    userId: string,
    query: TicketListQuery,
  ): Promise<{ tickets: TicketView[]; nextBefore: number | null }> {
    const rows = await this.tickets.findPageOf(userId, {
      activeOnly: query.status === 'active',
      ...(query.before !== undefined && { before: query.before }),
      limit: ticketPageSize + 1,
    });
    const page = rows.slice(0, ticketPageSize);
    return {
      tickets: page.map(toTicketView),
      nextBefore: rows.length > ticketPageSize ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** One ticket, for its owner or support staff; to anyone else 404, as if it did not exist. */
  async get(caller: AccessTokenIdentity, id: number): Promise<TicketView> {
    const row = await this.tickets.findById(id);
    return toTicketView(this.access.authorize(caller, 'read', row, ticketResource, refusals));
  }

  /** Support staff set any status; the owner may only close their own ticket. */
  async updateStatus(caller: AccessTokenIdentity, id: number, status: TicketStatus) {
    const action = status === 'closed' ? 'close' : 'setStatus';
    const row = this.access.authorize(
      caller,
      action,
      await this.tickets.findById(id),
      ticketResource,
      refusals,
    );
    if (row.status !== status) {
      row.status = status;
      row.closedAt = closedStatuses.includes(status) ? new Date() : null;
      await this.tickets.save(row);
    }
    return toTicketView(row);
  }
}
