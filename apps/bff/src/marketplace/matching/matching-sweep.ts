import { Injectable } from '@nestjs/common';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { MatchesRepository } from './matches.repository.js';
import { MatchingJobs } from '../matching-jobs/matching-jobs.js';

const EVERY_MS = 5 * 60_000;
/** A post's own job normally runs within seconds; only older misses are queued again. */
const GRACE_MS = 2 * 60_000;
/** Misses older than this are left alone (the post was edited or closed since, most likely). */
const HORIZON_MS = 24 * 60 * 60_000;
const BATCH = 200;

/**
 * Every five minutes in every BFF: queues the matching of open requirements and published
 * listings whose latest revision was never matched (docs/product/matching.md), for instance a
 * save made while Redis was down. Job ids carry the revision, so BFFs sweeping at once, or a
 * job still waiting, make no second job.
 */
@Injectable()
export class MatchingSweep extends Sweeper {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly jobs: MatchingJobs,
    databaseReady: DatabaseReady,
  ) {
    super(MatchingSweep.name, 'Queueing missed matching', EVERY_MS, databaseReady);
  }

  /** One run; exposed for tests. Answers how many posts it queued. */
  async sweep(now = Date.now()): Promise<number> {
    let queued = 0;
    for (const kind of ['requirement', 'listing'] as const) {
      const missed = await this.matches.unmatched(
        kind,
        new Date(now - HORIZON_MS),
        new Date(now - GRACE_MS),
        BATCH,
      );
      for (const post of missed) await this.jobs.postSaved({ kind, ...post });
      queued += missed.length;
    }
    if (queued > 0) this.logger.log(`Queued matching of ${queued} posts that missed it`);
    return queued;
  }
}
