import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { limits, messages } from '@matchbazaar/contracts';
import { confirmationMail, confirmationSms } from '@matchbazaar/messaging';
import { ApiException } from '../../platform/common/api-exception.js';
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { JobsService, QueueUnavailableException } from '../../platform/queues/jobs.service.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { SmsBudget } from '../../platform/queues/sms-budget.js';
import { confirmationDue } from './confirmation-due.js';
import type { Signup } from './signup-request.js';
import { SubscriberLinksService } from './subscriber-links.service.js';
import { SubscribersRepository, type SignupRow } from './subscribers.repository.js';

/**
 * Sign-ups per client in a fixed window, counted before the body is read. Without Redis the
 * sign-up is still kept (the 503 of the queue follows), so the count fails open.
 */
export const signupLimit: RateLimitPolicy = {
  rule: {
    name: 'waitlist:signups',
    limit: limits.waitlist.signupsPerWindow,
    windowMs: limits.waitlist.signupWindowMs,
  },
  per: 'client',
  message: messages.waitlist.tooManySignups,
  whenStoreDown: 'open',
};

const invalidLink = () => new ApiException(HttpStatus.BAD_REQUEST, messages.waitlist.invalidLink);

/** The launch waitlist: sign-up with double opt-in, confirmation and unsubscription by signed link. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    private readonly subscribers: SubscribersRepository,
    private readonly links: SubscriberLinksService,
    private readonly jobs: JobsService,
    private readonly queues: QueueRegistry,
    private readonly smsBudget: SmsBudget,
  ) {}

  /**
   * Records the sign-up and queues a confirmation when one is due. New, pending, confirmed and
   * unsubscribed addresses get the same outcome, so nobody learns who is on the list.
   */
  async subscribe(signup: Signup): Promise<void> {
    // A number we would never text is refused before it is kept.
    if (signup.contactType === 'phone') this.smsBudget.assertServed(signup.address);
    const now = new Date();
    const row = await this.subscribers.recordSignup(signup, now);
    // In an outage every address gets the 503, not only those that needed a message.
    if (!this.queues.isConnected()) throw new QueueUnavailableException();
    if (confirmationDue(row, now)) await this.sendConfirmation(signup, row, now);
  }

  /** The catalogue text to show; throws for a bad link or a subscriber who has since unsubscribed. */
  async confirm(token: string): Promise<string> {
    const id = this.links.subscriberOf(token, 'confirm');
    if (id === null) throw invalidLink();
    const outcome = await this.subscribers.confirm(id, new Date());
    switch (outcome) {
      case 'confirmed':
      case 'already-confirmed':
        return messages.waitlist.confirmed;
      case 'unsubscribed':
        // An old confirm link must not silently undo an unsubscription.
        throw new ApiException(HttpStatus.CONFLICT, messages.waitlist.confirmAfterUnsubscribe);
      case 'unknown':
        throw invalidLink();
    }
  }

  /** Idempotent: an unsubscribed (or erased) subscriber stays so, and hears the same answer. */
  async unsubscribe(token: string): Promise<string> {
    const id = this.links.subscriberOf(token, 'unsubscribe');
    if (id === null) throw invalidLink();
    await this.subscribers.unsubscribe(id, new Date());
    return messages.waitlist.unsubscribed;
  }

  private async sendConfirmation(signup: Signup, row: SignupRow, now: Date): Promise<void> {
    const links = this.links.linksFor(row.id);
    // Concurrent sign-ups that read the same previous send add one job (BullMQ keeps job ids
    // unique), and the worker delivers a job id once.
    const jobId = `waitlist-confirmation-${row.id}-${row.confirmationSentAt?.getTime() ?? 0}`;
    if (signup.contactType === 'email') {
      await this.jobs.enqueue(
        'mail',
        'deliver',
        { to: signup.address, ...confirmationMail(links) },
        { jobId },
      );
    } else {
      await this.jobs.enqueue(
        'sms',
        'deliver',
        { to: signup.address, body: confirmationSms(links) },
        { jobId },
      );
    }
    // Recorded only once queued: when Redis refused the job (503), the user's retry sends it.
    await this.subscribers.markConfirmationSent(row.id, row.confirmationSentAt, now);
  }
}
