import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { bullPrefix, jobIds } from '@matchbazaar/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createMigratedTestDatabase } from '../../../../tests/integration/schema.js';
import {
  deleteRedisKeys,
  testRedisPrefix,
  testServiceUrls,
  type TestDatabase,
} from '../../../../tests/integration/services.js';
import type { JobContext } from '../handlers/job-handler.js';
import { pushSweepHandler } from '../handlers/push/push-sweep.handler.js';
import { createDatabase, type Database } from './database.js';
import { PushOutbox } from './push-outbox.js';
import { PushQueue } from './push-queue.js';

/**
 * A worker killed between a notification's commit and the queueing of its push leaves the row
 * with no push job; the sweep queues it, once (docs/decisions/0040-web-push.md).
 */
describe('PushOutbox and push.sweep (real PostgreSQL and Redis)', () => {
  const { redisUrl } = testServiceUrls();
  const prefix = testRedisPrefix('push-outbox');
  let testDb: TestDatabase;
  let db: Database;
  let redis: Redis;
  let pushQueue: PushQueue;
  let jobs: Queue;
  let outbox: PushOutbox;
  let userId: string;
  const sweep = () => pushSweepHandler({ outbox, batchSize: 2 })({}, job);
  const job: JobContext = {
    queue: 'push',
    name: 'sweep',
    id: 'sweep-test',
    attemptsMade: 0,
    maxAttempts: 1,
    logger: pino({ level: 'silent' }),
  };

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase('worker_push_outbox');
    db = createDatabase(testDb.url, 2);
    redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    pushQueue = new PushQueue(redis, prefix);
    jobs = new Queue('push', { connection: redis, prefix: bullPrefix(prefix) });
    outbox = new PushOutbox(db, pushQueue);
    const { rows } = await db.query<{ id: string }>(
      `insert into app_user (first_name, last_name, email, password_hash, created_at, updated_at)
       values ('Sam', 'Seller', 'sam@example.com', 'x', now(), now()) returning id`,
    );
    userId = rows[0]!.id;
  });

  afterAll(async () => {
    await jobs?.close();
    await pushQueue?.close();
    redis?.disconnect();
    await db?.end();
    await testDb?.drop();
    await deleteRedisKeys(redisUrl, prefix);
  });

  beforeEach(async () => {
    await db.query('truncate notification');
    await jobs.obliterate({ force: true });
  });

  /** Stored as the worker's stores do, `age` ago, with no push queued (as a kill leaves it). */
  async function stored(age: string): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `insert into notification (user_id, type, title, data, created_at)
       values ($1, 'lead.received', 'New lead', '{}', now() - $2::interval) returning id::text`,
      [userId, age],
    );
    return rows[0]!.id;
  }

  async function queuedJobIds(): Promise<string[]> {
    const all = await jobs.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return all.map((j) => `${j.name}:${j.id}`).sort();
  }

  async function mark(id: string): Promise<Date | null> {
    const { rows } = await db.query<{ at: Date | null }>(
      'select push_queued_at as at from notification where id = $1',
      [id],
    );
    return rows[0]!.at;
  }

  it('queues exactly one push for a notification whose writer stopped before queueing it', async () => {
    const lost = await stored('2 minutes');
    await sweep();
    expect(await queuedJobIds()).toEqual([
      `notification:${jobIds.pushNotification({ notificationId: lost })}`,
    ]);
    expect(await mark(lost)).toBeInstanceOf(Date);
    // The next minute's sweep finds it marked.
    await sweep();
    expect(await queuedJobIds()).toHaveLength(1);
  });

  it('does not queue again a push its writer queued, even once the job record is gone', async () => {
    const announced = await stored('2 minutes');
    await outbox.announce(announced);
    expect(await mark(announced)).toBeInstanceOf(Date);
    // Its job ran and BullMQ dropped the record: only the mark can stop a second push now.
    await jobs.obliterate({ force: true });
    await sweep();
    expect(await queuedJobIds()).toEqual([]);
  });

  it('leaves a just-stored notification to its writer, and a day-old one alone', async () => {
    const fresh = await stored('1 second');
    const old = await stored('25 hours');
    await sweep();
    expect(await queuedJobIds()).toEqual([]);
    expect(await mark(fresh)).toBeNull();
    expect(await mark(old)).toBeNull();
  });

  it('sweeps more than one batch in a run, oldest first', async () => {
    const ids = [await stored('5 minutes'), await stored('4 minutes'), await stored('3 minutes')];
    await sweep();
    expect(await queuedJobIds()).toEqual(
      ids.map((id) => `notification:${jobIds.pushNotification({ notificationId: id })}`).sort(),
    );
  });

  it('finds the unqueued rows through the partial index on the null mark', async () => {
    const { rows } = await db.query<{ plan: string }>(
      `select indexname as plan from pg_indexes
        where tablename = 'notification' and indexdef like '%WHERE (push_queued_at IS NULL)%'`,
    );
    expect(rows.map((r) => r.plan)).toEqual(['notification_push_unqueued_index']);
    // One connection: the setting is the session's (a tiny table would be read whole anyway).
    const client = await db.connect();
    try {
      await client.query('set enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from notification where push_queued_at is null
           and created_at < now() - make_interval(secs => 30) and created_at > now() - interval '1 day'
         order by created_at limit 500`,
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
        'notification_push_unqueued_index',
      );
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });
});
