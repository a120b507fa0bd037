import { ConfigError } from '@matchbazaar/config';
import { startTracing, tracingSettings } from '@matchbazaar/tracing';
import pg from 'pg';
import { createLogger } from './adapters/logger.js';
import { SmtpMailer } from './adapters/mailer.js';
import { SocketIoRealtimePublisher } from './adapters/realtime-publisher.js';
import { createDatabase } from './adapters/database.js';
import { createSmsProvider } from './adapters/sms/create-sms-provider.js';
import { loadWorkerConfig } from './config/worker-config.js';
import { startWorkers } from './worker-app.js';

/** Under a container's usual 10 s grace before SIGKILL, and the launcher's 15 s. */
const STOP_BOUND_MS = 8_000;

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  // Off unless an OTLP endpoint is set (docs/operations/tracing.md); started before the logger and
  // the workers are made, so both see it on. Off, the SDK is never loaded.
  const settings = tracingSettings(config, 'matchbazaar-worker');
  const tracing = settings ? await startTracing(settings, { pg }) : undefined;
  const logger = createLogger(config.LOG_LEVEL);
  if (settings) {
    logger.info(
      { tracesUrl: settings.tracesUrl, sampler: settings.sampler, ratio: settings.ratio },
      'tracing',
    );
  }
  const db = createDatabase(config.DATABASE_URL, config.WORKER_CONCURRENCY + 2, {
    lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const sms = createSmsProvider(config, db);
  if (config.SMS_PROVIDER_URL) logger.info({ provider: sms.name }, 'sms provider');
  else {
    logger.warn(
      { provider: sms.name },
      'DEVELOPMENT SMS PROVIDER: texts are only written to the sms_outbox table. Set SMS_PROVIDER_URL to send them.',
    );
  }
  // Listen for the stop signal before starting: a process manager may send it the moment the
  // start-up line appears, before startWorkers has returned; the stop then waits for the start.
  let stopping = false;
  const started = startWorkers({
    config,
    logger,
    mailer: new SmtpMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      maxConnections: config.WORKER_CONCURRENCY,
    }),
    publisher: SocketIoRealtimePublisher.fromUrl(config.REDIS_URL, config.REDIS_PREFIX),
    sms,
    db,
  });
  const shutdown = (signal: NodeJS.Signals) => {
    // One stop: npm and a terminal may both deliver the same Ctrl-C.
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    logger.info({ signal }, 'shutting down gracefully');
    // Jobs still running then keep their lock until it expires; the stalled check then gives them
    // to another worker (or to this one when it is back).
    setTimeout(() => {
      logger.error(
        { boundMs: STOP_BOUND_MS },
        'running jobs did not finish in time; exiting, they will be taken up again',
      );
      process.exit(1);
    }, STOP_BOUND_MS).unref();
    started
      .then((app) => app.close())
      .then(
        async () => {
          // The spans still buffered go out after the last job has finished.
          await tracing?.shutdown().catch(() => undefined);
          logger.info({ ms: Date.now() - began }, 'stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'graceful shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await started;
}

main().catch((error: unknown) => {
  // A bad environment is for the operator to fix: say what is wrong, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('worker cannot start:', error);
  process.exit(1);
});
