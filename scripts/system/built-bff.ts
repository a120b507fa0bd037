import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import webPush from 'web-push';
import { logFor } from './log.ts';
import { freePort, waitFor } from './net.ts';
import { startProcess, type Managed } from './processes.ts';
import { deleteKeysWithPrefix } from './redis.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Compiles the BFF to apps/bff/dist (the scale seed and the search benchmark run the built one). */
export function buildBff(): void {
  buildProject('apps/bff');
}

/** Compiles the worker to apps/worker/dist, for benchmarks that run its stores. */
export function buildWorker(): void {
  buildProject('apps/worker');
}

function buildProject(project: string): void {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b', project], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}

/**
 * The environment of a built BFF run as in production (warnings only, site live) for a benchmark
 * or a scale seed: fresh secrets each run, the given database and Redis prefix.
 */
export function productionBffEnv(where: {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    // Benchmarks measure the BFF, not a payment gateway: the development provider, on purpose.
    ALLOW_DEVELOPMENT_PROVIDERS: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: where.redisUrl,
    REDIS_PREFIX: where.redisPrefix,
    DATABASE_URL: where.databaseUrl,
    PUBLIC_URL: 'https://matchbazaar.example',
    SUBSCRIPTION_LINK_SECRET: randomBytes(32).toString('base64url'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    OPERATOR_TOKEN: randomBytes(18).toString('base64url'),
    // Production refuses to start without Web Push's key; a fresh one serves a benchmark.
    VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey,
    SITE_MODE: 'live',
  };
}

/**
 * The built BFF (production mode, warnings only) on `databaseUrl`: it migrates and seeds on
 * start, so once it answers the schema (and the demo catalogue, when asked) are in place.
 * `stop` ends it and removes its Redis keys (its queues' records), leaving nothing behind.
 */
export async function startBuiltBff(
  databaseUrl: string,
  options: { demoCatalogue?: boolean; env?: NodeJS.ProcessEnv } = {},
  redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
): Promise<{ process: Managed; url: string; redisPrefix: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const redisPrefix = `mbbench:${randomBytes(4).toString('hex')}`;
  const bff = startProcess(logFor('bff'), process.execPath, ['apps/bff/dist/main.js'], {
    cwd: root,
    env: {
      ...productionBffEnv({ databaseUrl, redisUrl, redisPrefix }),
      BFF_PORT: String(port),
      DEMO_CATALOGUE: options.demoCatalogue ? 'true' : 'false',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'the BFF',
      async () => {
        if (bff.child.exitCode !== null) throw new Error('the BFF exited');
        return (await fetch(`${url}/api/health`)).ok;
      },
      { timeoutMs: 300_000 },
    );
  } catch (error) {
    await bff.stop();
    await deleteKeysWithPrefix(redisUrl, redisPrefix);
    throw error;
  }
  const stop = async () => {
    await bff.stop();
    await deleteKeysWithPrefix(redisUrl, redisPrefix);
  };
  return { process: bff, url, redisPrefix, stop };
}
