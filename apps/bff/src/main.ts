import 'reflect-metadata';
import { ConfigError } from '@matchbazaar/config';
import { startTracing, tracingSettings, type RunningTracing } from '@matchbazaar/tracing';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { createApp } from './app.js';
import { loadBffConfig, type BffConfig } from './platform/config/bff-config.js';
import { StartupTasks } from './platform/database/startup-tasks.js';

function loadConfigOrExit(): BffConfig {
  try {
    return loadBffConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // The message names every bad variable; a stack trace would only bury it.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Under a container's usual 10 s grace before SIGKILL, and the launcher's 15 s. */
const STOP_BOUND_MS = 8_000;

/**
 * SIGTERM/SIGINT (a process manager, a container, the launcher): Nest's close stops the realtime
 * server first (clients see the transport close and reconnect, to another BFF behind a proxy),
 * then the HTTP server (no new connections, new requests on open ones get 503 and a close,
 * requests in flight finish), then queues, Redis and the ORM. Exit 0 when that is done; exit 1
 * if it takes longer than the bound, so a stuck drain never blocks a deploy.
 */
function stopOnSignals(
  app: NestFastifyApplication,
  logger: Logger,
  tracing: RunningTracing | undefined,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return; // npm and a terminal may both deliver the same Ctrl-C
    stopping = true;
    const began = Date.now();
    logger.log(`${signal}: stopping (no new requests; those in flight finish)`);
    setTimeout(() => {
      logger.error(`did not stop within ${STOP_BOUND_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, STOP_BOUND_MS).unref();
    // The spans still buffered go out after the last request has finished.
    app.close().then(
      async () => {
        await tracing?.shutdown().catch(() => undefined);
        logger.log(`stopped in ${Date.now() - began} ms`);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  // Off unless an OTLP endpoint is set; started before the app is built, so its logger and request
  // hook see it on (docs/operations/tracing.md). Off, the SDK is never loaded.
  const settings = tracingSettings(config, 'matchbazaar-bff');
  const tracing = settings ? await startTracing(settings, { pg }) : undefined;
  const app = await createApp(config);
  const logger = new Logger('Bootstrap');
  stopOnSignals(app, logger, tracing);
  if (settings) {
    logger.log(
      `tracing to ${settings.tracesUrl} as ${settings.serviceName} (sampler ${settings.sampler}, ${settings.ratio})`,
    );
  }
  await app.get(StartupTasks).migrateAndSeed();
  await app.listen({ host: config.BFF_HOST, port: config.BFF_PORT });
  logger.log(
    `MatchBazaar BFF listening on ${await app.getUrl()} (API under /api, docs at /api/docs)`,
  );
}

bootstrap().catch((error: unknown) => {
  console.error('The BFF failed to start:', error);
  process.exit(1);
});
