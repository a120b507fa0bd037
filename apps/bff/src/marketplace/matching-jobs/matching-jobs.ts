import { Injectable, Logger } from '@nestjs/common';
import { jobIds } from '@matchbazaar/contracts';
import { JobsService } from '../../platform/queues/jobs.service.js';

type Post =
  | { kind: 'requirement'; id: string; status: string; updatedAt: Date }
  | { kind: 'listing'; id: string; status: string; updatedAt: Date };

/**
 * Queues the matching of a post that is public after a save (docs/product/matching.md): an open
 * requirement looks for listings, a published listing for open requirements. The job id carries
 * the post's revision, so the same save queued twice is matched once and an edit is matched again.
 * A queue that is down does not fail the save: the post is public either way, and the
 * re-matching sweep (`MatchingSweep`) queues what was missed.
 */
@Injectable()
export class MatchingJobs {
  private readonly logger = new Logger(MatchingJobs.name);

  constructor(private readonly jobs: JobsService) {}

  async postSaved(post: Post): Promise<void> {
    const payload = { id: post.id, revision: post.updatedAt.getTime() };
    try {
      if (post.kind === 'requirement' && post.status === 'open') {
        await this.jobs.enqueue('matching', 'requirement', payload, {
          jobId: jobIds.matchRequirement(payload),
        });
      } else if (post.kind === 'listing' && post.status === 'published') {
        await this.jobs.enqueue('matching', 'listing', payload, {
          jobId: jobIds.matchListing(payload),
        });
        // Saved searches' alerts (docs/product/matching.md, "Saved searches"): the same trigger.
        await this.jobs.enqueue('matching', 'saved-searches', payload, {
          jobId: jobIds.savedSearchAlerts(payload),
        });
      }
    } catch (error) {
      this.logger.warn(`Matching of ${post.kind} ${post.id} not queued: ${String(error)}`);
    }
  }
}
