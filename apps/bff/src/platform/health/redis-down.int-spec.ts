import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiErrorSchema, healthSchema, launchStatusSchema, messages } from '@matchbazaar/contracts';
import { createApp } from '../../app.js';
import { StartupTasks } from '../database/startup-tasks.js';
import { JobsService, QueueUnavailableException } from '../queues/jobs.service.js';
import { startPrivateRedis } from '../../testing/private-redis.js';
import { listen, testBffEnv, TEST_OPERATOR_TOKEN } from '../../testing/test-env.js';

describe('when Redis stops', () => {
  let app: NestFastifyApplication;
  let base: string;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    const env = await testBffEnv('redisdown', { REDIS_URL: redis.url });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
    base = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await redis?.stop();
    await cleanup?.();
  });

  it('enqueues while Redis is up', async () => {
    const job = await app.get(JobsService).enqueue('mail', 'deliver', {
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello there',
    });
    expect(job.id).toBeDefined();
    const health = healthSchema.parse(await (await fetch(`${base}/api/health`)).json());
    expect(health.status).toBe('ok');
    expect(health.checks.queues.mail).toMatchObject({ state: 'up', waiting: 1 });
  });

  it('refuses an invalid payload before touching Redis', async () => {
    await expect(
      app
        .get(JobsService)
        .enqueue('mail', 'deliver', { to: 'not-an-email', subject: 'x', text: 'y' }),
    ).rejects.toThrow();
  });

  it('reports 503 with redis down, within a couple of seconds', async () => {
    await redis.stop();
    const started = Date.now();
    const response = await fetch(`${base}/api/health`);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    const health = healthSchema.parse(await response.json());
    expect(health.status).toBe('degraded');
    expect(health.checks.redis).toBe('down');
    expect(health.checks.database).toBe('up');
    expect(Object.values(health.checks.queues).every((q) => q.state === 'down')).toBe(true);
    expect(elapsed).toBeLessThan(2_500);
  });

  it('fails fast with 503 when enqueueing', async () => {
    const started = Date.now();
    const attempt = app.get(JobsService).enqueue('mail', 'deliver', {
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello there',
    });
    await expect(attempt).rejects.toBeInstanceOf(QueueUnavailableException);
    await attempt.catch((error: QueueUnavailableException) => {
      expect(error.getStatus()).toBe(503);
      expect(error.body.message).toBe(messages.api.queueUnavailable);
    });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('going live answers 503 (try again), never 500, and keeps the one broadcast for the retry', async () => {
    const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    const started = Date.now();
    const response = await fetch(`${base}/api/admin/site/mode`, {
      method: 'PUT',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'live' }),
    });
    expect(response.status).toBe(503);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(messages.api.queueUnavailable);
    expect(Date.now() - started).toBeLessThan(2_500);
    // The broadcast row is there (one per kind); its fan-out waits for a trigger that reaches
    // Redis, which re-queues it (BroadcastsService.start), so nothing is lost.
    const status = launchStatusSchema.parse(
      await (await fetch(`${base}/api/admin/site`, { headers: operator })).json(),
    );
    expect(status.broadcast).toMatchObject({ status: 'enqueuing', sent: 0, done: false });
  });
});
