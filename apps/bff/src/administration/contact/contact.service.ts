import { Inject, Injectable } from '@nestjs/common';
import { contactRateLimit, messages, type ContactRequest } from '@matchbazaar/contracts';
import { contactMessageMail } from '@matchbazaar/messaging';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { JobsService, QueueUnavailableException } from '../../platform/queues/jobs.service.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { queueDown, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';

/** Messages per client and window; without Redis no mail could be queued either (503). */
export const contactLimit: RateLimitPolicy = {
  rule: {
    name: 'contact:client',
    limit: contactRateLimit.perWindow,
    windowMs: contactRateLimit.windowMs,
  },
  per: 'client',
  message: messages.contact.tooManyMessages,
  whenStoreDown: queueDown,
};

/**
 * The contact form (docs/product/contact.md): stores each message and queues its mail to the
 * support inbox.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly contactMessages: ContactMessagesRepository,
    private readonly jobs: JobsService,
    private readonly queues: QueueRegistry,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /** Stores the message and queues its mail; answers the new row's id. */
  async send(request: ContactRequest): Promise<number> {
    // Without Redis no mail can be queued: say so before storing anything.
    if (!this.queues.isConnected()) throw new QueueUnavailableException();
    // One transaction: a message whose mail could not be queued is not kept (the user got a 503
    // and sends it again), and a queued mail always has its row.
    const id = await this.contactMessages.insertThen(request, async (row) => {
      const mail = contactMessageMail({ ...request, id: row.id, receivedAt: row.createdAt });
      await this.jobs.enqueue(
        'mail',
        'deliver',
        { to: this.config.SUPPORT_EMAIL, ...mail },
        { jobId: `contact-${row.id}` },
      );
      return row.id;
    });
    return id;
  }
}
