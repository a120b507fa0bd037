import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  broadcastProgressSchema,
  siteModeChangedSchema,
  type BroadcastProgress,
} from '@matchbazaar/contracts';
import pg from 'pg';
import { startMailSink, type MailSink } from '../../apps/mail-sink/src/index.js';
import {
  buildWorker,
  startWorkerProcess,
  type WorkerProcess,
} from '../../scripts/system/worker-process.ts';
import { createApp } from '../../apps/bff/src/app.js';
import { StartupTasks } from '../../apps/bff/src/platform/database/startup-tasks.js';
import {
  listen,
  testBffEnv,
  TEST_OPERATOR_TOKEN,
  TEST_SUBSCRIPTION_LINK_SECRET,
} from '../../apps/bff/src/testing/test-env.js';
import type { BffConfig } from '../../apps/bff/src/platform/config/bff-config.js';

const EMAILS = 5_000;
const PHONES = 100;
const CONCURRENCY = 8;
const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs: number,
  context: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${context()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Launch day end to end, on the real parts: the BFF's admin API, PostgreSQL, Redis, two worker
 * processes and an SMTP server. One worker is killed (SIGKILL) mid-way; every subscriber must
 * still get exactly one message.
 */
describe('the launch broadcast: exactly once, with a worker killed mid-way', () => {
  let app: NestFastifyApplication;
  let config: BffConfig;
  let cleanup: () => Promise<void>;
  let sink: MailSink;
  let db: pg.Client;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    buildWorker();
    const env = await testBffEnv('launch_broadcast', { SITE_MODE: 'prelaunch' });
    ({ config, cleanup } = env);
    app = await createApp(config);
    await app.get(StartupTasks).migrateAndSeed();
    await listen(app);
    sink = await startMailSink({
      smtpPort: 0,
      httpPort: 0,
      maxMessages: EMAILS * 2,
      // Each send takes a while, like a real relay.
      replyDelayMs: 20,
    });
    db = new pg.Client({ connectionString: config.DATABASE_URL });
    await db.connect();

    // Confirmed subscribers by mail and phone, plus people who must get nothing.
    await db.query(
      `insert into subscriber (contact_type, address, status, source, confirmed_at, created_at, updated_at)
       select 'email', 'launch-' || n || '@example.com', 'confirmed', 'launch_page', now(), now(), now()
         from generate_series(1, $1) n`,
      [EMAILS],
    );
    await db.query(
      `insert into subscriber (contact_type, address, status, source, confirmed_at, created_at, updated_at)
       select 'phone', (15550000000 + n)::text, 'confirmed', 'launch_page', now(), now(), now()
         from generate_series(1, $1) n`,
      [PHONES],
    );
    await db.query(
      `insert into subscriber (contact_type, address, status, source, created_at, updated_at) values
         ('email', 'pending@example.com', 'pending', 'launch_page', now(), now()),
         ('email', 'gone@example.com', 'unsubscribed', 'launch_page', now(), now())`,
    );

    const workerEnv = {
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      DATABASE_URL: config.DATABASE_URL,
      SMTP_URL: sink.smtpUrl,
      MAIL_PROBE_URL: sink.httpUrl,
      SUBSCRIPTION_LINK_SECRET: TEST_SUBSCRIPTION_LINK_SECRET,
      PUBLIC_URL: 'https://matchbazaar.test',
      WORKER_CONCURRENCY: String(CONCURRENCY),
      BROADCAST_CHUNK_SIZE: '500',
      // A killed worker's jobs run elsewhere after ~2 s instead of BullMQ's default 30 s.
      JOB_LOCK_MS: '2000',
      RETRY_BACKOFF_MS: '200',
    };
    workers.push(await startWorkerProcess(workerEnv), await startWorkerProcess(workerEnv));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    await db?.end();
    await app?.close();
    await sink?.close();
    await cleanup?.();
  });

  const workerLogs = () =>
    workers.map((w, i) => `\n--- worker ${i} ---\n${w.output().slice(-4_000)}`).join('');

  const goLive = async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/site/mode',
      headers: operator,
      payload: { mode: 'live' },
    });
    expect(res.statusCode).toBe(200);
    return siteModeChangedSchema.parse(res.json()).broadcastId!;
  };
  const progress = async (id: number): Promise<BroadcastProgress> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/broadcasts/${id}`,
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    return broadcastProgressSchema.parse(res.json());
  };

  it('sends one message to every confirmed subscriber, however often it is triggered', async () => {
    // Three triggers at once: one broadcast.
    const ids = await Promise.all([goLive(), goLive(), goLive()]);
    expect(new Set(ids).size).toBe(1);
    const id = ids[0];

    // Kill one worker abruptly once a good part of the mail is out.
    let received = 0;
    await waitFor(
      () => Promise.resolve((received = sink.count()) >= EMAILS / 3 ? true : undefined),
      'a third of the mail',
      60_000,
      () => `${received} mails; ${workerLogs()}`,
    );
    // Stall the relay until both workers have a message in flight. A worker sends over at most
    // WORKER_CONCURRENCY SMTP connections, one message at a time on each, so more held replies
    // than that means the victim holds some: the kill surely interrupts sends. (Counting
    // 'sending' rows was not enough: rows sent but not yet settled count too, and a CI run's kill
    // once interrupted nothing.)
    const release = sink.holdReplies();
    await waitFor(
      () => Promise.resolve(sink.heldReplies() > CONCURRENCY ? true : undefined),
      'both workers to hold mail in flight',
      30_000,
      () => `${sink.heldReplies()} held; ${workerLogs()}`,
    );
    await workers[0]!.kill('SIGKILL');
    release();

    const done = await waitFor(
      async () => {
        const p = await progress(id);
        return p.done ? p : undefined;
      },
      'the broadcast to finish',
      120_000,
      workerLogs,
    );
    expect(done).toMatchObject({
      status: 'enqueued',
      total: EMAILS + PHONES,
      queued: 0,
      sent: EMAILS + PHONES,
      failed: 0,
      skipped: 0,
    });

    // Triggered again after the fact: the same broadcast, nothing new sent.
    expect(await goLive()).toBe(id);
    await new Promise((r) => setTimeout(r, 1_500));

    const perRecipient = new Map<string, number>();
    for (const message of await sink.messages()) {
      for (const to of message.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    }
    const repeated = [...perRecipient].filter(([, n]) => n !== 1);
    expect(repeated).toEqual([]);
    expect(perRecipient.size).toBe(EMAILS);
    expect(perRecipient.has('pending@example.com')).toBe(false);
    expect(perRecipient.has('gone@example.com')).toBe(false);

    // The kill really interrupted sends: those notices were claimed again and settled once.
    const { rows: retried } = await db.query<{ n: number }>(
      'select count(*)::int as n from broadcast_delivery where attempts > 1',
    );
    expect(retried[0]!.n).toBeGreaterThan(0);

    const { rows: texts } = await db.query<{ recipient: string; n: number }>(
      'select recipient, count(*)::int as n from sms_outbox group by recipient',
    );
    expect(texts).toHaveLength(PHONES);
    expect(texts.every((t) => t.n === 1)).toBe(true);
  }, 240_000);
});
