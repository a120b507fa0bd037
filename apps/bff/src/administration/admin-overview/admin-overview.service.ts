import { Injectable, Logger } from '@nestjs/common';
import type { AdminOverview, QueueCounts } from '@matchbazaar/contracts';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { AdminOverviewRepository } from './admin-overview.repository.js';

/** How long the queues' counts may take before the page shows them as unreachable. */
const queueCountsMs = 1_500;

/** The admin dashboard's figures: the records' counts and each queue's jobs by state. */
@Injectable()
export class AdminOverviewService {
  private readonly logger = new Logger(AdminOverviewService.name);

  constructor(
    private readonly counts: AdminOverviewRepository,
    private readonly queues: QueueRegistry,
  ) {}

  async overview(): Promise<AdminOverview> {
    const [byRole, signupsByDay, listings, requirements, openReports, queues] = await Promise.all([
      this.counts.accountsByRole(),
      this.counts.signupsByDay(),
      this.counts.byStatus('listing'),
      this.counts.byStatus('requirement'),
      this.counts.openReports(),
      this.queueCounts(),
    ]);
    return {
      users: {
        total: Object.values(byRole).reduce((sum, n) => sum + n, 0),
        byRole,
        signupsByDay,
      },
      listings,
      requirements,
      moderation: {
        pendingPosts: (listings.pending_review ?? 0) + (requirements.pending_review ?? 0),
        openReports,
      },
      queues,
    };
  }

  /** Each queue's jobs by state; null (said on the page) when Redis does not answer in time. */
  private async queueCounts(): Promise<QueueCounts[] | null> {
    if (!this.queues.isConnected()) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), queueCountsMs);
    });
    const read = Promise.all(
      this.queues.all().map(async (queue) => {
        const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return {
          name: queue.name,
          waiting: c.waiting ?? 0,
          active: c.active ?? 0,
          delayed: c.delayed ?? 0,
          failed: c.failed ?? 0,
        };
      }),
    ).catch((error: unknown) => {
      this.logger.warn(`Queue counts unavailable: ${String(error)}`);
      return null;
    });
    try {
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
