import { bullPrefix, jobNamesOf, workerQueueNames, type QueueName } from '@matchbazaar/contracts';
import { Worker, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { secretSealer, subscriberLinkSigner } from '@matchbazaar/messaging';
import { currentWeights, sharedWordVectors } from '@matchbazaar/matching';
import { AccountExportStore } from './adapters/account-export-store.js';
import { MatchingStore } from './adapters/matching-store.js';
import { OperatorSynonyms } from './adapters/operator-synonyms.js';
import { SavedSearchStore } from './adapters/saved-search-store.js';
import { SellerStatsStore } from './adapters/seller-stats-store.js';
import { PostMeaningIndex } from './adapters/post-meaning-index.js';
import { BroadcastStore } from './adapters/broadcast-store.js';
import type { Database } from './adapters/database.js';
import { MailSinkProbe } from './adapters/delivery-probe.js';
import { RedisDeliveryLog, type DeliveryLog } from './adapters/delivery-log.js';
import { createLogger, type Logger } from './adapters/logger.js';
import type { Mailer } from './adapters/mailer.js';
import type { RealtimePublisher } from './adapters/realtime-publisher.js';
import { BullNoticeQueues } from './adapters/notice-queues.js';
import { PushQueue, pushingPublisher } from './adapters/push-queue.js';
import { PushOutbox } from './adapters/push-outbox.js';
import { pushDeps } from './handlers/push/push-deps.js';
import type { Agent } from 'node:https';
import type { SmsProvider } from './adapters/sms/sms-provider.js';
import type { WorkerConfig } from './config/worker-config.js';
import { assertEveryJobHasHandler, createHandlerRegistry } from './handlers/handler-registry.js';
import type { HandlerRegistry } from './handlers/job-handler.js';
import { createJobProcessor } from './job-processor.js';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.js';
import { WorkerMetrics } from './metrics/worker-metrics.js';
import { processTraced } from '@matchbazaar/tracing';
import { traceMails, tracePushes, traceTexts } from './tracing/traced-adapters.js';

export interface WorkerAppDeps {
  config: WorkerConfig;
  mailer: Mailer;
  publisher: RealtimePublisher;
  sms: SmsProvider;
  db: Database;
  logger?: Logger;
  /** Defaults to a Redis record under REDIS_PREFIX on the workers' connection. */
  deliveries?: DeliveryLog;
  /** Defaults to the real handlers; tests swap it. */
  handlers?: HandlerRegistry;
  /** The https agent Web Push sends with (a test trusts its loopback push service with it). */
  pushAgent?: Agent;
  /** Defaults to a registry of this worker's own (docs/operations/metrics.md). */
  metrics?: WorkerMetrics;
}

export interface WorkerApp {
  /** One BullMQ worker per queue that has jobs. */
  readonly workers: ReadonlyMap<QueueName, Worker>;
  readonly metrics: WorkerMetrics;
  /** Stops taking jobs, waits for running ones to finish, then closes Redis, sockets and SMTP. */
  close(): Promise<void>;
}

/** Kept jobs: finished ones are bounded; failed ones stay longer so they can be inspected and retried. */
const removeOnComplete = { age: 24 * 60 * 60, count: 1_000 };
const removeOnFail = { age: 14 * 24 * 60 * 60 };

/** The push sweep's period; its schedule is written again this often, in case Redis lost it. */
const pushSweepEveryMs = 60_000;
const ensurePushSweepEveryMs = 15 * 60_000;

/** The matching engine over this worker's database: one store, one meaning index per kind. */
function matchingDeps(db: Database, metrics: WorkerMetrics, synonyms: OperatorSynonyms) {
  const store = metrics.countLeads(new MatchingStore(db, synonyms));
  return {
    store,
    listings: new PostMeaningIndex(store, 'listing'),
    requirements: new PostMeaningIndex(store, 'requirement'),
    vectors: sharedWordVectors(),
    weights: currentWeights(),
  };
}

export async function startWorkers(deps: WorkerAppDeps): Promise<WorkerApp> {
  const { config, db } = deps;
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  // Sends are counted where the adapters make them, whichever handler asked.
  const metrics = deps.metrics ?? new WorkerMetrics();
  metrics.readPool(db);
  // With tracing on, each send is also a span of the job's trace (docs/operations/tracing.md).
  const mailer = traceMails(metrics.countMails(deps.mailer));
  const sms = traceTexts(metrics.countTexts(deps.sms));
  const publisher = tracePushes(metrics.countPushes(deps.publisher));

  // BullMQ requires maxRetriesPerRequest: null so a Redis outage pauses workers instead of failing jobs.
  const connection = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: null,
    connectionName: 'worker',
  });
  connection.on('error', (error) => logger.error({ err: error }, 'redis connection error'));

  // An admin's edit of the search's synonyms is announced as the BFFs learn of it (decision 0012).
  const synonyms = new OperatorSynonyms(db);
  const settingsSubscriber = connection.duplicate({ connectionName: 'worker:settings' });
  settingsSubscriber.on('error', () => undefined); // reconnects on its own; `connection` logs outages
  // Not awaited, as in the BFF: with Redis down the worker still starts and subscribes later.
  synonyms.follow(settingsSubscriber, config.REDIS_PREFIX).catch((error: unknown) => {
    logger.warn({ err: error }, 'could not subscribe to setting changes');
  });

  const deliveries = deps.deliveries ?? new RedisDeliveryLog(connection, config.REDIS_PREFIX);
  const noticeQueues = new BullNoticeQueues(connection, {
    redisPrefix: config.REDIS_PREFIX,
    attempts: { email: config.MAIL_ATTEMPTS, phone: config.SMS_ATTEMPTS },
    backoffMs: config.RETRY_BACKOFF_MS,
  });
  // Every notification the worker announces live is queued for Web Push too, and its row marked.
  const pushQueue = new PushQueue(connection, config.REDIS_PREFIX);
  const pushOutbox = new PushOutbox(db, pushQueue);
  const handlers =
    deps.handlers ??
    createHandlerRegistry({
      mailer,
      publisher: pushingPublisher(publisher, pushOutbox, logger),
      sms,
      deliveries,
      broadcasts: new BroadcastStore(db),
      noticeQueues,
      accountExports: new AccountExportStore(db),
      accountMail: noticeQueues,
      links: {
        publicUrl: config.PUBLIC_URL,
        signer: subscriberLinkSigner(
          config.SUBSCRIPTION_LINK_SECRET,
          config.SUBSCRIPTION_LINK_SECRET_PREVIOUS,
        ),
      },
      sealer: secretSealer(
        config.SUBSCRIPTION_LINK_SECRET,
        config.SUBSCRIPTION_LINK_SECRET_PREVIOUS,
      ),
      chunkSize: config.BROADCAST_CHUNK_SIZE,
      matching: matchingDeps(db, metrics, synonyms),
      savedSearches: new SavedSearchStore(db, synonyms),
      sellerStats: new SellerStatsStore(db),
      push: pushDeps(config, db, connection, pushQueue, deps.pushAgent),
      pushSweep: { outbox: pushOutbox },
      ...(config.MAIL_PROBE_URL && { mailProbe: new MailSinkProbe(config.MAIL_PROBE_URL) }),
    });
  try {
    assertEveryJobHasHandler(handlers);
  } catch (error) {
    await pushQueue.close();
    settingsSubscriber.disconnect();
    connection.disconnect();
    throw error;
  }

  // Providers' own limits (messages per second) apply across every worker process.
  const ratePerSecond: Partial<Record<QueueName, number | undefined>> = {
    mail: config.MAIL_RATE_PER_SECOND,
    sms: config.SMS_RATE_PER_SECOND,
  };
  const workers = new Map<QueueName, Worker>();
  for (const queue of workerQueueNames.filter((q) => jobNamesOf(q).length > 0)) {
    const options: WorkerOptions = {
      connection,
      prefix: bullPrefix(config.REDIS_PREFIX),
      concurrency: config.WORKER_CONCURRENCY,
      lockDuration: config.JOB_LOCK_MS,
      // Look for jobs of dead workers as often as a lock can expire.
      stalledInterval: config.JOB_LOCK_MS,
      removeOnComplete,
      removeOnFail,
      ...(ratePerSecond[queue] !== undefined && {
        limiter: { max: ratePerSecond[queue], duration: 1_000 },
      }),
    };
    const queueLogger = logger.child({ queue });
    // With tracing on, each job runs in a span continuing the trace of whoever queued it.
    const processor = processTraced(queue, createJobProcessor(queue, handlers, logger));
    const worker = new Worker(queue, processor, options);
    worker.on('failed', (job, error) => {
      queueLogger.warn(
        { job: job?.name, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error },
        'job failed',
      );
    });
    // Without a listener an 'error' event would crash the process; BullMQ reconnects by itself.
    worker.on('error', (error) => queueLogger.error({ err: error }, 'worker error'));
    metrics.watch(queue, worker);
    workers.set(queue, worker);
  }
  await Promise.all([...workers.values()].map((w) => w.waitUntilReady()));
  logger.info(
    {
      queues: [...workers.keys()],
      concurrency: config.WORKER_CONCURRENCY,
      lockDuration: config.JOB_LOCK_MS,
      // Look for jobs of dead workers as often as a lock can expire.
      stalledInterval: config.JOB_LOCK_MS,
      prefix: bullPrefix(config.REDIS_PREFIX),
    },
    'workers started',
  );

  // Not awaited, as the settings: with Redis down the worker still starts and schedules later.
  const schedulePushSweep = () =>
    pushQueue.scheduleSweep(pushSweepEveryMs).catch((error: unknown) => {
      logger.warn({ err: error }, 'push sweep not scheduled yet');
    });
  void schedulePushSweep();
  const pushSweepSchedule = setInterval(() => void schedulePushSweep(), ensurePushSweepEveryMs);
  pushSweepSchedule.unref();

  let metricsServer: MetricsServer | undefined;
  if (config.METRICS_PORT !== undefined && config.OPERATOR_TOKEN !== undefined) {
    metricsServer = await startMetricsServer({
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      token: config.OPERATOR_TOKEN,
      metrics,
      logger,
    });
  }

  let closing: Promise<void> | undefined;
  return {
    workers,
    metrics,
    close() {
      closing ??= (async () => {
        logger.info('closing: waiting for running jobs to finish');
        clearInterval(pushSweepSchedule);
        await metricsServer?.close();
        await Promise.all([...workers.values()].map((w) => w.close()));
        await noticeQueues.close();
        await pushQueue.close();
        await Promise.allSettled([mailer.close(), publisher.close(), sms.close(), db.end()]);
        if (settingsSubscriber.status !== 'end') await settingsSubscriber.quit();
        if (connection.status !== 'end') await connection.quit();
        logger.info('closed');
      })();
      return closing;
    },
  };
}
