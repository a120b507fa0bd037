import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import path from 'node:path';
import { logFor } from './log.ts';
import { MissingServiceError } from './missing.ts';
import { ask, freePort, waitFor } from './net.ts';
import { nothingToStop, startProcess } from './processes.ts';

export interface ResolvedRedis {
  url: string;
  source: 'environment' | 'local' | 'embedded';
  stop: () => Promise<void>;
}

/** REDIS_URL when set; else the machine's Redis on 127.0.0.1:6379 if it answers; else `redis-server` from PATH. */
export async function resolveRedis(opts: {
  dataDir: string;
  redisUrl?: string;
  /** Where a developer's own Redis usually answers. */
  localPort?: number;
  redisServer?: string;
  /** Start redis-server even when the machine's own answers (EMBEDDED_SERVICES=true). */
  skipLocal?: boolean;
  /** Out of the terminal's process group (see ProcessOptions.ownGroup): the launcher stops it last. */
  ownGroup?: boolean;
}): Promise<ResolvedRedis> {
  const localPort = opts.localPort ?? 6379;
  if (opts.redisUrl) return { url: opts.redisUrl, source: 'environment', stop: nothingToStop };
  if (!opts.skipLocal && (await ask('127.0.0.1', localPort, 'PING\r\n'))?.startsWith('+PONG')) {
    return { url: `redis://127.0.0.1:${localPort}`, source: 'local', stop: nothingToStop };
  }
  const port = await freePort();
  const dir = path.join(opts.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const server = startProcess(
    logFor('redis'),
    opts.redisServer ?? 'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
      '--dir',
      dir,
    ],
    { ownGroup: opts.ownGroup, quietWhenStopping: true },
  );
  const started = await Promise.race([
    waitFor(
      'Redis',
      async () => (await ask('127.0.0.1', port, 'PING\r\n'))?.startsWith('+PONG') ?? false,
      {
        timeoutMs: 10_000,
      },
    ).then(() => true),
    server.exited.then(() => false),
  ]);
  if (!started) {
    throw new MissingServiceError(
      'Redis',
      {
        debian: 'sudo apt-get install -y redis-server',
        macos: 'brew install redis',
        docker: 'docker run -d -p 6379:6379 redis:7   (then REDIS_URL=redis://127.0.0.1:6379)',
      },
      'nothing answers on 127.0.0.1:6379, REDIS_URL is not set and no redis-server is on PATH',
    );
  }
  return { url: `redis://127.0.0.1:${port}`, source: 'embedded', stop: () => server.stop() };
}

/** Removes every key under a prefix: an end-to-end run leaves nothing behind in a shared Redis. */
export async function deleteKeysWithPrefix(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}
