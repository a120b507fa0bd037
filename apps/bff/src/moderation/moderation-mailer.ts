import { Inject, Injectable, Logger } from '@nestjs/common';
import { moderationDecisionMail } from '@matchbazaar/messaging';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { JobsService } from '../queues/jobs.service.js';
import { UsersRepository } from '../users/users.repository.js';

/** Where each kind's author manages their posts. */
const managePaths = {
  listing: '/seller/my-listings',
  requirement: '/marketplace/my-requirements',
} as const;

/** Tells a post's author that staff rejected or closed it, and why. */
@Injectable()
export class ModerationMailer {
  private readonly logger = new Logger(ModerationMailer.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly jobs: JobsService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /**
   * Queues the mail once per decision (the job id names the post and when it changed). The
   * decision is already stored: when the queue is down it stands and the miss is logged.
   */
  async tell(post: {
    kind: 'listing' | 'requirement';
    id: string;
    title: string;
    authorId: string;
    decision: 'rejected' | 'closed';
    reason: string;
    changedAt: Date;
  }): Promise<void> {
    const author = await this.users.findById(post.authorId);
    if (!author) return;
    const base = new URL(this.config.PUBLIC_URL).href.replace(/\/+$/, '');
    try {
      await this.jobs.enqueue(
        'mail',
        'deliver',
        {
          to: author.email,
          ...moderationDecisionMail({
            kind: post.kind,
            title: post.title,
            decision: post.decision,
            reason: post.reason,
            manageUrl: `${base}${managePaths[post.kind]}`,
            author: { firstName: author.firstName },
          }),
        },
        {
          jobId: `moderation-${post.kind}-${post.id}-${post.decision}-${post.changedAt.getTime()}`,
        },
      );
    } catch (error) {
      this.logger.warn(`Moderation mail for ${post.kind} ${post.id} not queued: ${String(error)}`);
    }
  }
}
