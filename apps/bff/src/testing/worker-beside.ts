import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { buildWorker, startWorkerProcess } from '../../../../scripts/system/worker-process.ts';
import { BFF_CONFIG, type BffConfig } from '../platform/config/bff-config.js';

export interface WorkerBeside {
  close(): Promise<void>;
}

/**
 * The real worker, built and run as its own process (an app never imports another app's source),
 * beside a test BFF: same database and Redis prefix, pushing through Redis to the BFF's sockets,
 * one job at a time. Nothing listens on its SMTP address, so a mail job fails and stays in its
 * queue: the specs that use this look at what the worker stores and pushes, and at queued mail.
 * DEBUG_WORKER=1 prints its log when it stops.
 */
export async function startWorkerBeside(app: NestFastifyApplication): Promise<WorkerBeside> {
  const bff = app.get<BffConfig>(BFF_CONFIG);
  buildWorker();
  const worker = await startWorkerProcess({
    REDIS_URL: bff.REDIS_URL,
    REDIS_PREFIX: bff.REDIS_PREFIX,
    SMTP_URL: 'smtp://127.0.0.1:1',
    DATABASE_URL: bff.DATABASE_URL,
    SUBSCRIPTION_LINK_SECRET: bff.SUBSCRIPTION_LINK_SECRET,
    WORKER_CONCURRENCY: '1',
  });
  return {
    async close() {
      await worker.kill('SIGTERM');
      if (process.env.DEBUG_WORKER) console.log(worker.output());
    },
  };
}
