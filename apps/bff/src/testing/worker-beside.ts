import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pino } from 'pino';
import { createDatabase } from '../../../worker/src/adapters/database.js';
import type { Mailer } from '../../../worker/src/adapters/mailer.js';
import { SocketIoRealtimePublisher } from '../../../worker/src/adapters/realtime-publisher.js';
import type { SmsProvider } from '../../../worker/src/adapters/sms/sms-provider.js';
import { loadWorkerConfig } from '../../../worker/src/config/worker-config.js';
import { startWorkers, type WorkerApp } from '../../../worker/src/worker-app.js';
import { testServiceUrls } from '../../../../tests/integration/services.js';
import { BFF_CONFIG, type BffConfig } from '../platform/config/bff-config.js';

/** Mail and texts go nowhere: the specs that use this look at what the worker stores and pushes. */
const noMail: Mailer = {
  send: () => Promise.resolve({ messageId: 'none', accepted: [], rejected: [] }),
  close: () => Promise.resolve(),
};
const noSms: SmsProvider = {
  name: 'none',
  send: () => Promise.resolve({ id: 'none' }),
  close: () => Promise.resolve(),
};

/**
 * The real worker in this process beside a test BFF: same database and Redis prefix, pushing
 * through Redis to the BFF's sockets, one job at a time. DEBUG_WORKER=1 shows its log.
 */
export function startWorkerBeside(app: NestFastifyApplication): Promise<WorkerApp> {
  const bff = app.get<BffConfig>(BFF_CONFIG);
  const config = loadWorkerConfig({
    REDIS_URL: testServiceUrls().redisUrl,
    REDIS_PREFIX: bff.REDIS_PREFIX,
    SMTP_URL: 'smtp://127.0.0.1:1',
    DATABASE_URL: bff.DATABASE_URL,
    SUBSCRIPTION_LINK_SECRET: bff.SUBSCRIPTION_LINK_SECRET,
    LOG_LEVEL: 'silent',
    WORKER_CONCURRENCY: '1',
  });
  return startWorkers({
    config,
    mailer: noMail,
    publisher: SocketIoRealtimePublisher.fromUrl(config.REDIS_URL, config.REDIS_PREFIX),
    sms: noSms,
    db: createDatabase(config.DATABASE_URL, 2),
    logger: pino({ level: process.env.DEBUG_WORKER ? 'info' : 'silent' }),
  });
}
