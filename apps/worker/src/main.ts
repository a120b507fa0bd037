import { ConfigError } from '@matchbazaar/config';
import { createLogger } from './adapters/logger.js';
import { SmtpMailer } from './adapters/mailer.js';
import { SocketIoRealtimePublisher } from './adapters/realtime-publisher.js';
import { createDatabase } from './adapters/database.js';
import { createSmsProvider } from './adapters/sms/create-sms-provider.js';
import { loadWorkerConfig } from './config/worker-config.js';
import { startWorkers } from './worker-app.js';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDatabase(config.DATABASE_URL, config.WORKER_CONCURRENCY + 2);
  const sms = createSmsProvider(config, db);
  if (config.SMS_PROVIDER_URL) logger.info({ provider: sms.name }, 'sms provider');
  else {
    logger.warn(
      { provider: sms.name },
      'DEVELOPMENT SMS PROVIDER: texts are only written to the sms_outbox table. Set SMS_PROVIDER_URL to send them.',
    );
  }
  const app = await startWorkers({
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

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    // A second signal means the operator will not wait: leave running jobs to the stalled checker.
    if (signals > 1) {
      logger.warn({ signal }, 'second signal: exiting without waiting for running jobs');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down gracefully');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'graceful shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // A bad environment is for the operator to fix: say what is wrong, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('worker cannot start:', error);
  process.exit(1);
});
