import 'reflect-metadata';
import { ConfigError } from '@matchbazaar/config';
import { Logger } from '@nestjs/common';
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

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  const logger = new Logger('Bootstrap');
  // SIGTERM/SIGINT: stop accepting, drain HTTP, close sockets, queues, Redis and the ORM, exit 0.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
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
