import { spawn, type ChildProcess } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { freePort } from '../../../../tests/integration/services.js';
import { createApp } from '../app.js';
import { StartupTasks } from '../platform/database/startup-tasks.js';
import { testBffEnv } from './test-env.js';

/**
 * A throw-away redis-server on a free port, for tests that stop Redis (never the shared one).
 * `start` brings it back on the same port (empty: it saves nothing), as a restarted Redis would be.
 */
export async function startPrivateRedis(): Promise<{
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child = await spawnRedis(port, url);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    start: async () => {
      if (child.exitCode === null && child.signalCode === null) return;
      child = await spawnRedis(port, url);
    },
  };
}

async function spawnRedis(port: number, url: string): Promise<ChildProcess> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 5_000;
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      retryStrategy: () => null,
      connectTimeout: 500,
    });
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return child;
    } catch (error) {
      probe.disconnect();
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`private redis-server did not start: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A migrated BFF whose Redis (a private one) has stopped after start-up: for the tests of what an
 * API answers while Redis is down. `close` closes the app and drops its database.
 */
export async function startAppWithRedisDown(
  name: string,
): Promise<{ app: NestFastifyApplication; close: () => Promise<void> }> {
  const redis = await startPrivateRedis();
  let env: Awaited<ReturnType<typeof testBffEnv>> | undefined;
  let app: NestFastifyApplication | undefined;
  try {
    env = await testBffEnv(name, { REDIS_URL: redis.url });
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  } catch (error) {
    // No `close` reaches the caller: stop what was started, or the redis-server outlives Jest.
    await app?.close().catch(() => undefined);
    await env?.cleanup().catch(() => undefined);
    await redis.stop();
    throw error;
  }
  await redis.stop();
  const [started, startedEnv] = [app, env]; // defined here: the catch rethrows
  return {
    app: started,
    close: async () => {
      await started.close();
      await startedEnv.cleanup();
    },
  };
}
