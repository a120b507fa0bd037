import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MissingServiceError } from './missing.ts';
import { ask, freePort } from './net.ts';
import { resolvePostgres } from './postgres.ts';
import { resolveRedis } from './redis.ts';

// `npm start` on a machine with no PostgreSQL or Redis of its own: the fallbacks, for real.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-services-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('service resolution for npm start', () => {
  it('starts an embedded PostgreSQL when nothing answers locally, and creates the database', async () => {
    const closed = await freePort();
    const postgres = await resolvePostgres({
      dataDir,
      databaseName: 'matchbazaar',
      localAdminUrl: `postgres://postgres@127.0.0.1:${closed}/postgres`,
    });
    try {
      expect(postgres.source).toBe('embedded');
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query<{ db: string }>('select current_database() as db');
      await client.end();
      expect(rows[0]?.db).toBe('matchbazaar');
    } finally {
      await postgres.stop();
    }
  });

  it("uses the machine's PostgreSQL when it answers", async () => {
    const postgres = await resolvePostgres({
      dataDir,
      databaseName: `mb_resolve_${process.pid}`,
      dropOnStop: true,
    });
    expect(postgres.source).toBe('local');
    await postgres.stop();
  });

  it('starts redis-server from PATH when nothing answers locally', async () => {
    const redis = await resolveRedis({ dataDir, localPort: await freePort() });
    try {
      expect(redis.source).toBe('embedded');
      const port = Number(new URL(redis.url).port);
      expect(await ask('127.0.0.1', port, 'PING\r\n')).toMatch(/^\+PONG/);
    } finally {
      await redis.stop();
    }
  });

  it('names what is missing and the fix for each platform when there is no redis-server', async () => {
    const attempt = resolveRedis({
      dataDir,
      localPort: await freePort(),
      redisServer: path.join(dataDir, 'no-such-redis-server'),
    });
    await expect(attempt).rejects.toThrow(MissingServiceError);
    await expect(attempt).rejects.toThrow(
      /Redis is missing.*\n.*Debian\/Ubuntu: +sudo apt-get install -y redis-server\n.*macOS: +brew install redis\n.*Docker: +docker run/,
    );
  });
});
