import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { bullPrefix } from '@matchbazaar/contracts';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { startMailSink, type MailSink } from '../../apps/mail-sink/src/index.js';
import { createMigratedTestDatabase } from './schema.js';
import {
  deleteRedisKeys,
  testRedisPrefix,
  testServiceUrls,
  type TestDatabase,
} from './services.js';
import { createDatabase } from '../../apps/worker/src/adapters/database.js';
import { SmtpMailer, type Mailer } from '../../apps/worker/src/adapters/mailer.js';
import type { RealtimePublisher } from '../../apps/worker/src/adapters/realtime-publisher.js';
import { createSmsProvider } from '../../apps/worker/src/adapters/sms/create-sms-provider.js';
import { loadWorkerConfig, type WorkerConfig } from '../../apps/worker/src/config/worker-config.js';
import { startWorkers, type WorkerApp } from '../../apps/worker/src/worker-app.js';

const { redisUrl } = testServiceUrls();
const basePrefix = testRedisPrefix('worker-app');
const silent = pino({ level: 'silent' });
const noPublisher: RealtimePublisher = { toUser: () => undefined, close: () => Promise.resolve() };

async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stateOf(job: Job, wanted: string): Promise<string | undefined> {
  const state = await job.getState();
  return state === wanted ? state : undefined;
}

describe('worker app (real Redis, real SMTP through the mail sink)', () => {
  let sink: MailSink;
  let redis: Redis;
  let database: TestDatabase;
  let testIndex = 0;
  const open: { app?: WorkerApp; queue?: Queue } = {};

  /** Each test gets its own prefix so no worker of another test takes its jobs. */
  async function start(options: { mailer?: (config: WorkerConfig) => Mailer } = {}) {
    testIndex += 1;
    const config = loadWorkerConfig({
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `${basePrefix}:${testIndex}`,
      SMTP_URL: sink.smtpUrl,
      DATABASE_URL: database.url,
      SUBSCRIPTION_LINK_SECRET: 'worker-app-test-link-secret-0123456789',
      LOG_LEVEL: 'silent',
      WORKER_CONCURRENCY: '2',
    });
    const mailer =
      options.mailer?.(config) ??
      new SmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    const db = createDatabase(config.DATABASE_URL, 2);
    open.app = await startWorkers({
      config,
      mailer,
      publisher: noPublisher,
      sms: createSmsProvider(config, db),
      db,
      logger: silent,
    });
    open.queue = new Queue('mail', {
      connection: { url: redisUrl },
      prefix: bullPrefix(config.REDIS_PREFIX),
      defaultJobOptions: { attempts: 3, backoff: { type: 'fixed', delay: 50 } },
    });
    return { app: open.app, queue: open.queue, config };
  }

  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
    redis = new Redis(redisUrl);
    database = await createMigratedTestDatabase('worker_app');
  });

  afterEach(async () => {
    await open.app?.close();
    await open.queue?.close();
    open.app = undefined;
    open.queue = undefined;
  });

  afterAll(async () => {
    // Remove every key this file wrote (BullMQ queues and delivery records).
    await deleteRedisKeys(testServiceUrls().redisUrl, basePrefix);
    await redis.quit();
    await sink.close();
    await database.drop();
  });

  it('delivers a mail.deliver job to the SMTP server with to, subject, text, html, headers and MAIL_FROM', async () => {
    const { queue, config } = await start();
    const to = `deliver-${basePrefix.slice(-8)}@example.com`;
    const job = await queue.add(
      'deliver',
      {
        to,
        subject: 'Your listing is live',
        text: 'Plain text body',
        html: '<p>HTML body</p>',
        headers: { 'List-Unsubscribe': '<https://matchbazaar.local/unsubscribe/abc>' },
      },
      // BullMQ 6 refuses ':' in custom ids (except a legacy 3-part form): use another separator.
      { jobId: `listing-live-1-${to}` },
    );

    const message = await waitFor(
      async () => (await sink.messages({ to }))[0],
      'the message in the sink',
    );
    expect(message).toMatchObject({
      to: [to],
      subject: 'Your listing is live',
      text: 'Plain text body',
      html: '<p>HTML body</p>',
    });
    expect(message.headers['list-unsubscribe']).toBe('<https://matchbazaar.local/unsubscribe/abc>');
    expect(`${message.fromName} <${message.from}>`).toBe(config.MAIL_FROM);

    await waitFor(() => stateOf(job, 'completed'), 'the job to complete');
    expect(await redis.get(`${config.REDIS_PREFIX}:delivered:mail.deliver:${job.id}`)).toBe(
      message.headers['message-id'],
    );
  });

  it('fails an invalid payload at once, without retries', async () => {
    const { queue } = await start();
    const job = await queue.add('deliver', { to: 'not-an-email', subject: '' });

    await waitFor(() => stateOf(job, 'failed'), 'the job to fail');
    const failed = await queue.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(
      /^Invalid payload for "mail\.deliver": to: .*subject: .*text: /,
    );
  });

  it('fails a job name that has no handler at once, without retries', async () => {
    const { queue } = await start();
    const job = await queue.add('compose-and-send', { to: 'a@example.com' });

    await waitFor(() => stateOf(job, 'failed'), 'the job to fail');
    const failed = await queue.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toBe('Unknown job "mail.compose-and-send": no handler');
  });

  it('lets an in-flight job finish when closed gracefully, then closes SMTP', async () => {
    let started!: () => void;
    const sendStarted = new Promise<void>((resolve) => (started = resolve));
    let mailerClosed = false;
    const { app, queue } = await start({
      mailer: (config) => {
        const real = new SmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
        return {
          // Slow enough that close() is called while the job is still running.
          async send(mail) {
            started();
            await new Promise((r) => setTimeout(r, 750));
            return real.send(mail);
          },
          async close() {
            mailerClosed = true;
            await real.close();
          },
        };
      },
    });
    const to = `graceful-${basePrefix.slice(-8)}@example.com`;
    const job = await queue.add('deliver', { to, subject: 'In flight', text: 'still sent' });

    await sendStarted;
    expect(await job.getState()).toBe('active');
    await app.close();

    expect(await job.getState()).toBe('completed');
    expect(await sink.messages({ to })).toHaveLength(1);
    expect(mailerClosed).toBe(true);
  });

  it('delivers an sms.deliver job to the development outbox once, even when the job runs again', async () => {
    const { config } = await start();
    const sms = new Queue('sms', {
      connection: { url: redisUrl },
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
    const outbox = new pg.Client({ connectionString: database.url });
    await outbox.connect();
    try {
      const to = '15551234567';
      const job = await sms.add(
        'deliver',
        { to, body: 'MatchBazaar: confirm at https://x.test/c' },
        { jobId: 'sms-once-1' },
      );
      await waitFor(() => stateOf(job, 'completed'), 'the sms job to complete');
      // A re-run (as after a stalled worker) finds the delivery record and sends nothing.
      await job.retry('completed').catch(() => undefined);
      await sms.add('deliver', { to, body: 'again' }, { jobId: 'sms-once-1' });
      await new Promise((r) => setTimeout(r, 300));
      const { rows } = await outbox.query<{ recipient: string; body: string }>(
        'select recipient, body from sms_outbox where recipient = $1',
        [to],
      );
      expect(rows).toEqual([{ recipient: to, body: 'MatchBazaar: confirm at https://x.test/c' }]);
    } finally {
      await outbox.end();
      await sms.close();
    }
  });
});
