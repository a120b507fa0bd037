import { Injectable, Logger } from '@nestjs/common';
import { jobIds } from '@matchbazaar/contracts';
import { JobsService } from '../../platform/queues/jobs.service.js';

/**
 * Announces a stored notification to the worker's `push` queue (docs/decisions/0040-web-push.md).
 * Every notification is announced: whether its user has a device, wants the category, is in quiet
 * hours or has a tab open right now is decided by the worker when it sends, the latest moment.
 * A queue that is down delays the push only: the notification is stored and mailed as ever, and
 * the worker's sweep queues the push of one whose row was left unmarked.
 */
@Injectable()
export class PushJobs {
  private readonly logger = new Logger(PushJobs.name);

  constructor(private readonly jobs: JobsService) {}

  /** True once the job is queued; false when the queue refused it (logged here). */
  async announce(notificationId: string): Promise<boolean> {
    try {
      await this.jobs.enqueue(
        'push',
        'notification',
        { notificationId },
        { jobId: jobIds.pushNotification({ notificationId }) },
      );
      return true;
    } catch (error) {
      this.logger.warn(`Notification ${notificationId} not queued for push: ${String(error)}`);
      return false;
    }
  }
}
