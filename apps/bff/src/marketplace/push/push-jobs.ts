import { Injectable, Logger } from '@nestjs/common';
import { jobIds } from '@matchbazaar/contracts';
import { JobsService } from '../../platform/queues/jobs.service.js';

/**
 * Announces a stored notification to the worker's `push` queue (docs/decisions/0040-web-push.md).
 * Every notification is announced: whether its user has a device, wants the category, is in quiet
 * hours or has a tab open right now is decided by the worker when it sends, the latest moment.
 * A queue that is down loses the push only: the notification is stored and mailed as ever.
 */
@Injectable()
export class PushJobs {
  private readonly logger = new Logger(PushJobs.name);

  constructor(private readonly jobs: JobsService) {}

  async announce(notificationId: string): Promise<void> {
    try {
      await this.jobs.enqueue(
        'push',
        'notification',
        { notificationId },
        { jobId: jobIds.pushNotification({ notificationId }) },
      );
    } catch (error) {
      this.logger.warn(`Notification ${notificationId} not queued for push: ${String(error)}`);
    }
  }
}
