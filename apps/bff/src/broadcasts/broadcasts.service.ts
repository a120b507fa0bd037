import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  jobIds,
  type BroadcastKind,
  type BroadcastProgress,
  type BroadcastTrigger,
} from '@matchbazaar/contracts';
import { JobsService } from '../queues/jobs.service.js';
import { Broadcast } from './broadcast.entity.js';

/** Broadcasts to the waitlist: one per kind, started however often it is triggered. */
@Injectable()
export class BroadcastsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Creates the broadcast of `kind` unless it exists, then (re)queues its fan-out. The unique kind
   * makes concurrent triggers (two BFFs, the scheduler and an admin) find one row; the fan-out's
   * job id makes a running sweep absorb a second trigger, and a finished one sweeps again for
   * anyone still without a settled delivery (jobs lost in a Redis restart).
   */
  async start(kind: BroadcastKind, trigger: BroadcastTrigger): Promise<Broadcast> {
    const em = this.em.fork();
    await em.getConnection().execute(
      `insert into broadcast (kind, status, trigger, created_at) values (?, 'enqueuing', ?, now())
         on conflict (kind) do nothing`,
      [kind, trigger],
    );
    const broadcast = await em.findOneOrFail(Broadcast, { kind });
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
    return this.em.fork().findOne(Broadcast, { kind });
  }

  /** Totals from the delivery records; null when there is no such broadcast. */
  async progress(id: number): Promise<BroadcastProgress | null> {
    const em = this.em.fork();
    const broadcast = await em.findOne(Broadcast, { id });
    if (!broadcast) return null;
    const rows: { status: string; count: number }[] = await em.getConnection().execute(
      `select status, count(*)::int as count from broadcast_delivery
          where broadcast_id = ? group by status`,
      [id],
    );
    const count = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
    const [sent, failed, skipped] = [count('sent'), count('failed'), count('skipped')];
    const queued = Math.max(0, broadcast.total - sent - failed - skipped);
    return {
      id: broadcast.id,
      kind: broadcast.kind,
      trigger: broadcast.trigger,
      status: broadcast.status,
      total: broadcast.total,
      queued,
      sent,
      failed,
      skipped,
      done: broadcast.status === 'enqueued' && queued === 0,
      createdAt: broadcast.createdAt.toISOString(),
      enqueuedAt: broadcast.enqueuedAt?.toISOString() ?? null,
    };
  }
}
