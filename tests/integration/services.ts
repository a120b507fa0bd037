import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** Removes every Redis key under a test file's prefix (the launcher's own cleanup, shared). */
export { deleteKeysWithPrefix as deleteRedisKeys } from '../../scripts/system/redis.ts';

/**
 * Real services for the integration tier. Each test file gets its own database and its own
 * Redis key prefix, and removes both when it is done.
 */
export function testServiceUrls(): { postgresAdminUrl: string; redisUrl: string } {
  return {
    postgresAdminUrl:
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

export async function checkPostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (e) {
    return `PostgreSQL at ${redactUrl(url)} did not answer (${(e as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis(url: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const fail = (why: string) => {
      socket.destroy();
      resolve(`Redis at ${url} did not answer (${why})`);
    };
    socket.setTimeout(3000, () => fail('timeout'));
    socket.once('error', (e) => fail(e.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.end();
      resolve(
        d.toString().startsWith('+PONG')
          ? null
          : `Redis at ${url} answered "${d.toString().trim()}"`,
      );
    });
  });
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const { postgresAdminUrl } = testServiceUrls();
  const name = `mb_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: postgresAdminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A Redis key prefix no other test file uses. */
export function testRedisPrefix(label: string): string {
  return `mbtest:${label}:${randomBytes(4).toString('hex')}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
