import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiErrorSchema, messages } from '@matchbazaar/contracts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../app.js';
import { StartupTasks } from '../database/startup-tasks.js';
import { testBffEnv } from '../../testing/test-env.js';

const CODE = 'outbox-gate-code';
type Listed = { messages: { id: number; to: string; body: string; createdAt: string }[] };

async function boot(label: string, overrides: Record<string, string>) {
  const env = await testBffEnv(label, {
    SITE_MODE: 'prelaunch',
    SITE_ACCESS_CODE: CODE,
    ...overrides,
  });
  const app: NestFastifyApplication = await createApp(env.config);
  await app.get(StartupTasks).migrateAndSeed();
  return { app, env };
}

describe('GET /api/dev/sms-outbox on a developer machine (NODE_ENV=development)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;
  let gate: Record<string, string>;

  beforeAll(async () => {
    const booted = await boot('sms_outbox_dev', { NODE_ENV: 'development' });
    app = booted.app;
    cleanup = booted.env.cleanup;
    const db = new pg.Client({ connectionString: booted.env.config.DATABASE_URL });
    await db.connect();
    await db.query(
      `insert into sms_outbox (recipient, body, created_at) values
         ('15550000001', 'first to 1', now()),
         ('15550000002', 'only to 2', now()),
         ('15550000001', 'second to 1', now()),
         ('15550000001', 'third to 1', now())`,
    );
    await db.end();
    const verified = await app.inject({
      method: 'POST',
      url: '/api/access/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: CODE }),
    });
    expect(verified.statusCode).toBe(200);
    gate = Object.fromEntries(verified.cookies.map((c) => [c.name, c.value]));
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const outbox = (query = '', cookies: Record<string, string> = gate) =>
    app.inject({ method: 'GET', url: `/api/dev/sms-outbox${query}`, cookies });

  it('stands behind the pre-launch wall: no texts (and codes) without the gate pass', async () => {
    const res = await outbox('', {});
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.api.accessRequired);
  });

  it('lists texts newest first to a browser that passed the gate', async () => {
    const res = await outbox();
    expect(res.statusCode).toBe(200);
    const { messages: texts } = res.json<Listed>();
    expect(texts.map((t) => t.body)).toEqual([
      'third to 1',
      'second to 1',
      'only to 2',
      'first to 1',
    ]);
    expect(texts[0]).toEqual({
      id: expect.any(Number),
      to: '15550000001',
      body: 'third to 1',
      createdAt: expect.any(String),
    });
  });

  it('filters by recipient, ignoring punctuation, and limits the count', async () => {
    const to = encodeURIComponent('+1 (555) 000-0001');
    const filtered = (await outbox(`?to=${to}`)).json<Listed>().messages;
    expect(filtered.map((t) => t.body)).toEqual(['third to 1', 'second to 1', 'first to 1']);
    const limited = (await outbox(`?to=15550000001&limit=2`)).json<Listed>().messages;
    expect(limited.map((t) => t.body)).toEqual(['third to 1', 'second to 1']);
    expect((await outbox('?to=15559999999')).json<Listed>().messages).toEqual([]);
  });

  it.each([
    'to=abc',
    'to=123456789',
    'to=1234567890123456',
    'limit=0',
    'limit=201',
    'limit=-1',
    'limit=1.5',
    'limit=lots',
  ])('400 for %s', async (query) => {
    const res = await outbox(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.api.validationFailed);
  });
});

describe.each(['test', 'production'])('GET /api/dev/sms-outbox with NODE_ENV=%s', (nodeEnv) => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    // Production refuses the test secrets and the development payment provider, so it runs as a
    // live site with its own secrets and a payment gateway's address (never called here).
    const booted = await boot(`sms_outbox_${nodeEnv}`, {
      NODE_ENV: nodeEnv,
      SITE_MODE: 'live',
      ...(nodeEnv === 'production' ? productionEnv() : {}),
    });
    app = booted.app;
    cleanup = booted.env.cleanup;
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  it('is not there at all', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(res.statusCode).toBe(404);
  });
});

function productionEnv(): Record<string, string> {
  const secret = (name: string) => `${name}-${randomBytes(24).toString('hex')}`;
  return {
    JWT_SECRET: secret('jwt'),
    COOKIE_SECRET: secret('cookie'),
    SUBSCRIPTION_LINK_SECRET: secret('links'),
    OPERATOR_TOKEN: secret('operator'),
    PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9/payments',
  };
}
