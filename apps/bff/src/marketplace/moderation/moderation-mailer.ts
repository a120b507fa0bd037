import { Inject, Injectable, Logger } from '@nestjs/common';
import { moderationDecisionMail } from '@matchbazaar/messaging';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { JobsService } from '../../platform/queues/jobs.service.js';
import { UsersRepository } from '../../identity/users/users.repository.js';

/** Where each kind's author manages their posts. */
const managePaths = {
  listing: '/seller/my-listings',
  requirement: '/marketplace/my-requirements',
} as const;

/** What the author is told for each moderator action. */
export const moderationDecisions = {
  approve: 'approved',
  reject: 'rejected',
  close: 'closed',
} as const;

/** Where each kind's public page is (an approved post's notification opens it). */
const postPaths = {
  listing: '/marketplace/listing/',
  requirement: '/marketplace/requirement/',
} as const;

/**
 * Tells a post's author what staff decided: in the notification centre always, and by mail (at
 * once, with the reason) when the post was rejected or closed.
 */
@Injectable()
export class ModerationMailer {
  private readonly logger = new Logger(ModerationMailer.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
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
    decision: 'approved' | 'rejected' | 'closed';
    reason: string | null;
    changedAt: Date;
  }): Promise<void> {
    await this.notice(post);
    if (post.decision === 'approved' || !post.reason) return;
    const decision = post.decision;
    const reason = post.reason;
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
            decision,
            reason,
            manageUrl: `${base}${managePaths[post.kind]}`,
            author: { firstName: author.firstName },
          }),
        },
        {
          jobId: `moderation-${post.kind}-${post.id}-${decision}-${post.changedAt.getTime()}`,
        },
      );
    } catch (error) {
      this.logger.warn(`Moderation mail for ${post.kind} ${post.id} not queued: ${String(error)}`);
    }
  }

  /** The author's notification; a decision that is mailed at once is marked mailed already. */
  private async notice(post: {
    kind: 'listing' | 'requirement';
    id: string;
    title: string;
    authorId: string;
    decision: 'approved' | 'rejected' | 'closed';
    reason: string | null;
  }): Promise<void> {
    const noun = post.kind === 'listing' ? 'listing' : 'request';
    const approved = post.decision === 'approved';
    try {
      await this.notifications.notify({
        userId: post.authorId,
        type: approved ? 'post.approved' : 'post.rejected',
        title: approved
          ? `Your ${noun} “${post.title}” is live`
          : post.decision === 'rejected'
            ? `Your ${noun} “${post.title}” needs changes`
            : `Your ${noun} “${post.title}” was closed by our moderators`,
        body: post.reason,
        link: approved ? `${postPaths[post.kind]}${post.id}` : managePaths[post.kind],
        data: { kind: post.kind, id: post.id, decision: post.decision },
        alreadyMailed: !approved && Boolean(post.reason),
      });
    } catch (error) {
      this.logger.warn(
        `Moderation notice for ${post.kind} ${post.id} not stored: ${String(error)}`,
      );
    }
  }
}
