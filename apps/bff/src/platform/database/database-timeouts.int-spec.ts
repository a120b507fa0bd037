import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../app.js';
import { testBffEnv } from '../../testing/test-env.js';
import { SeedRunner, type Seed } from './seed-runner.js';
import { StartupTasks } from './startup-tasks.js';

/** The seed runner's advisory lock (seed-runner.ts): another BFF seeding holds it. */
const SEED_LOCK_KEY = 7_324_001;

// Found by the chaos suite ("PostgreSQL slow", a table locked 5 s): answers waited for the lock,
// up to 15 s, instead of answering 503 with Retry-After. The pool's connections now carry
// lock_timeout and statement_timeout (DATABASE_*_TIMEOUT_MS); migrations and seeds lift them.
describe('PostgreSQL lock and statement timeouts', () => {
  let app: NestFastifyApplication;
  let url: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('timeouts', {
      DATABASE_LOCK_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    });
    cleanup = env.cleanup;
    url = env.config.DATABASE_URL;
    app = await createApp(env.config);
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  /** Runs `sql` in a transaction of its own connection, holding what it locked for `ms`. */
  async function holding(sql: string, ms: number, during: () => Promise<void>): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(sql);
      const released = new Promise((resolve) => setTimeout(resolve, ms)).then(() =>
        client.query('commit'),
      );
      await during();
      await released;
    } finally {
      await client.end();
    }
  }

  it('migrates, then seeds past both timeouts: waiting for another start-up, running long', async () => {
    const done = await app.get(StartupTasks).migrateAndSeed();
    expect(done.seeds).toContain('settings.site-mode');
    const slow: Seed = {
      name: 'test.slow',
      run: async (em) => void (await em.execute('select pg_sleep(1.2)')),
    };
    await holding(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`, 1_000, async () => {
      expect(await app.get(SeedRunner).run([slow])).toEqual(['test.slow']);
    });
  });

  it('answers a request behind a locked table 503 with Retry-After, at the lock timeout', async () => {
    await holding('lock table "listing" in access exclusive mode', 3_000, async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1/listings/${randomUUID()}` });
      const waited = performance.now() - started;
      expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
      // The lock is held 3 s: the answer came at the 0.3 s lock timeout, not when it went.
      expect(waited).toBeLessThan(2_000);
    });
    const after = await app.inject({ method: 'GET', url: `/api/v1/listings/${randomUUID()}` });
    expect(after.statusCode).toBe(404);
  });

  it('cuts a statement off at the statement timeout (57014)', async () => {
    const em = app.get(MikroORM).em.fork();
    const failure = await em.execute('select pg_sleep(2)').catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('57014');
  });
});
