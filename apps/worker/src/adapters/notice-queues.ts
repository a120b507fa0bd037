import {
  bullPrefix,
  jobIds,
  type AccountLinkMail,
  type ContactType,
  type LaunchNotice,
} from '@matchbazaar/contracts';
import { withJobTrace } from '@matchbazaar/tracing';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

/** Where the launch fan-out puts one notice per subscriber: the mail queue or the sms queue. */
export interface NoticeQueues {
  add(contactType: ContactType, notices: LaunchNotice[]): Promise<void>;
  close(): Promise<void>;
}

export interface NoticeQueueOptions {
  redisPrefix: string;
  attempts: Record<ContactType, number>;
  backoffMs: number;
}

/** Where a data export's mail goes once its file is stored: the mail queue. */
export interface AccountMailQueue {
  /** Queues an account link mail under `jobId` (the same id twice adds one job). */
  accountLink(mail: AccountLinkMail, jobId: string): Promise<void>;
}

/**
 * BullMQ producers on the worker's connection: the launch fan-out's notices (one `addBulk` per
 * chunk and channel) and the data export's mail.
 */
export class BullNoticeQueues implements NoticeQueues, AccountMailQueue {
  readonly #queues: Record<ContactType, Queue>;
  readonly #options: Record<ContactType, JobsOptions>;

  constructor(connection: Redis, options: NoticeQueueOptions) {
    const prefix = bullPrefix(options.redisPrefix);
    this.#queues = {
      email: new Queue('mail', { connection, prefix }),
      phone: new Queue('sms', { connection, prefix }),
    };
    // Kept jobs are bounded by the workers' removeOnComplete/removeOnFail; the delivery records
    // in PostgreSQL are the history.
    const jobOptions = (attempts: number): JobsOptions => ({
      attempts,
      backoff: { type: 'exponential', delay: options.backoffMs },
    });
    this.#options = {
      email: jobOptions(options.attempts.email),
      phone: jobOptions(options.attempts.phone),
    };
  }

  async add(contactType: ContactType, notices: LaunchNotice[]): Promise<void> {
    if (notices.length === 0) return;
    const opts = this.#options[contactType];
    await this.#queues[contactType].addBulk(
      notices.map((notice) => ({
        name: 'launch-notice',
        data: notice,
        // Same id for the same subscriber and broadcast: a second sweep adds nothing still queued.
        opts: { ...opts, jobId: jobIds.launchNotice(notice) },
      })),
    );
  }

  async accountLink(mail: AccountLinkMail, jobId: string): Promise<void> {
    // Its token is sealed; still, a sent one leaves nothing behind, a failed one stays a day.
    await this.#queues.email.add(
      'account-link',
      mail,
      // With tracing on, the mail continues the trace of the export job that queued it.
      withJobTrace({
        ...this.#options.email,
        jobId,
        removeOnComplete: true,
        removeOnFail: { age: 24 * 3600 },
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.#queues.email.close(), this.#queues.phone.close()]);
  }
}
