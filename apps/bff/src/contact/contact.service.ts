import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { contactRateLimit, type ContactRequest } from '@matchbazaar/contracts';
import { contactMessageMail } from '@matchbazaar/messaging';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { JobsService, QueueUnavailableException } from '../queues/jobs.service.js';
import { QueueRegistry } from '../queues/queue-registry.js';
import { RateLimiter, type RateRule } from '../redis/rate-limiter.js';
import { ContactMessage } from './contact-message.entity.js';

export type ContactOutcome =
  { outcome: 'sent'; id: number } | { outcome: 'limited'; retryAfterSeconds: number };

/** Messages per client (IP address) and window. */
export const contactRule: RateRule = {
  name: 'contact:client',
  limit: contactRateLimit.perWindow,
  windowMs: contactRateLimit.windowMs,
};

/** The contact form (issue 5): stores each message and queues its mail to the support inbox. */
@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly jobs: JobsService,
    private readonly queues: QueueRegistry,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  async send(request: ContactRequest, client: string): Promise<ContactOutcome> {
    // Without Redis no mail can be queued: say so before counting or storing anything.
    if (!this.queues.isConnected()) throw new QueueUnavailableException();
    const allowance = await this.limiter.hit(contactRule, client).catch((error: unknown) => {
      throw new QueueUnavailableException(error);
    });
    if (!allowance.allowed) {
      return { outcome: 'limited', retryAfterSeconds: allowance.retryAfterSeconds };
    }
    // One transaction: a message whose mail could not be queued is not kept (the user got a 503
    // and sends it again), and a queued mail always has its row.
    const id = await this.em.transactional(async (em) => {
      const row = em.create(ContactMessage, request);
      await em.flush();
      const mail = contactMessageMail({ ...request, id: row.id, receivedAt: row.createdAt });
      await this.jobs.enqueue(
        'mail',
        'deliver',
        { to: this.config.SUPPORT_EMAIL, ...mail },
        { jobId: `contact-${row.id}` },
      );
      return row.id;
    });
    return { outcome: 'sent', id };
  }
}
