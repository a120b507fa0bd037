import { Injectable } from '@nestjs/common';
import {
  jobIds,
  type BroadcastKind,
  type BroadcastProgress,
  type BroadcastTrigger,
} from '@matchbazaar/contracts';
import { JobsService } from '../../platform/queues/jobs.service.js';
import type { Broadcast } from './broadcast.entity.js';
import { toBroadcastProgress } from './broadcast.mapper.js';
import { BroadcastsRepository } from './broadcasts.repository.js';

/** Broadcasts to the waitlist: one per kind, started however often it is triggered. */
@Injectable()
export class BroadcastsService {
  constructor(
    private readonly broadcasts: BroadcastsRepository,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Creates the broadcast of `kind` unless it exists, then (re)queues its fan-out. The unique kind
   * makes concurrent triggers (two BFFs, the scheduler and an admin) find one row; the fan-out's
   * job id makes a running sweep absorb a second trigger, and a finished one sweeps again for
   * anyone still without a settled delivery (jobs lost in a Redis restart).
   */
  async start(kind: BroadcastKind, trigger: BroadcastTrigger): Promise<Broadcast> {
    const broadcast = await this.broadcasts.findOrCreate(kind, trigger);
    await this.jobs.enqueue(
      'launch',
      'fan-out',
      { broadcastId: broadcast.id },
      {
        jobId: jobIds.broadcastFanOut(broadcast.id),
        attempts: 10,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
    return broadcast;
  }

  async find(kind: BroadcastKind): Promise<Broadcast | null> {
    return this.broadcasts.findByKind(kind);
  }

  /** Totals from the delivery records; null when there is no such broadcast. */
  async progress(id: number): Promise<BroadcastProgress | null> {
    const broadcast = await this.broadcasts.findById(id);
    if (!broadcast) return null;
    return toBroadcastProgress(broadcast, await this.broadcasts.deliveryCounts(id));
  }
}
