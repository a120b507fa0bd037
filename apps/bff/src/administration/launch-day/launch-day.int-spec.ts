import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  broadcastProgressSchema,
  bullPrefix,
  jobIds,
  launchInfoSchema,
  launchStatusSchema,
  messages,
  siteModeChangedSchema,
} from '@matchbazaar/contracts';
import { Queue } from 'bullmq';
import pg from 'pg';
import { testServiceUrls } from '../../../../../tests/integration/services.js';
import { createApp } from '../../app.js';
import type { BffConfig } from '../../platform/config/bff-config.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { listen, testBffEnv, TEST_OPERATOR_TOKEN } from '../../testing/test-env.js';
import { WalledTestModule } from '../../testing/walled-test.module.js';
import { LaunchDayService } from './launch-day.service.js';
import { LaunchScheduler } from './launch-scheduler.js';

type Headers = Record<string, string>;

const bearer: Headers = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/** A BFF on its own database and Redis prefix, migrated and seeded as main.ts does. */
async function bootBff(label: string, overrides: Record<string, string>) {
  const { config, cleanup } = await testBffEnv(label, overrides);
  const app = await createApp(config, { imports: [WalledTestModule] });
  await app.get(StartupTasks).migrateAndSeed();
  await listen(app);
  const db = new pg.Client({ connectionString: config.DATABASE_URL });
  await db.connect();
  return {
    app,
    config,
    db,
    close: async () => {
      await db.end();
      await app.close();
      await cleanup();
    },
  };
}

const errorOf = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());

describe('launch day: the operator API (real PostgreSQL and Redis, no worker)', () => {
  let app: NestFastifyApplication;
  let config: BffConfig;
  let db: pg.Client;
  let close: () => Promise<void>;
  let launchQueue: Queue;

  beforeAll(async () => {
    // Prelaunch with the launch time far away: only the API may start the broadcast here.
    ({ app, config, db, close } = await bootBff('launch_day', {
      SITE_MODE: 'prelaunch',
      SITE_ACCESS_CODE: 'launch-day-gate-code',
      LAUNCH_AT: '2099-09-22T00:00:00+00:00',
    }));
    launchQueue = new Queue('launch', {
      connection: { url: testServiceUrls().redisUrl },
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
  });

  afterAll(async () => {
    await launchQueue?.close();
    await close?.();
  });

  const putMode = (payload: unknown, headers: Headers = bearer) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/site/mode',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  const getBroadcast = (id: string | number, headers: Headers = bearer) =>
    app.inject({ method: 'GET', url: `/api/admin/broadcasts/${id}`, headers });
  /** Every launch-queue job no worker has taken yet (none runs in this file). */
  const queuedLaunchJobs = () =>
    launchQueue.getJobs(['waiting', 'prioritized', 'delayed', 'active']);

  describe('operator access', () => {
    const attempts: [string, Headers][] = [
      ['no Authorization header', {}],
      ['a wrong bearer token', { authorization: `Bearer ${TEST_OPERATOR_TOKEN}x` }],
      ['an empty bearer token', { authorization: 'Bearer ' }],
      ['the token without a scheme', { authorization: TEST_OPERATOR_TOKEN }],
      ['basic credentials with the wrong user', basic('admin', TEST_OPERATOR_TOKEN)],
      ['basic credentials with the wrong password', basic('operator', 'not-the-token')],
      ['garbled basic credentials', { authorization: 'Basic %%%' }],
    ];

    it.each(attempts)('refuses %s with 401 and the catalogue message', async (_what, headers) => {
      for (const res of [
        await putMode({ mode: 'live' }, headers),
        await getBroadcast(1, headers),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(errorOf(res).message).toBe(messages.api.operatorRequired);
      }
      expect(await queuedLaunchJobs()).toEqual([]);
    });

    it('accepts the token as bearer or as basic operator:<token>, before launch without the gate cookie', async () => {
      // prelaunch, no access cookie: the wall does not stand in the way of the operator routes.
      for (const headers of [bearer, basic('operator', TEST_OPERATOR_TOKEN)]) {
        const res = await putMode({ mode: 'prelaunch' }, headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ mode: 'prelaunch', broadcastId: null });
        const missing = await getBroadcast(1, headers);
        expect(missing.statusCode).toBe(404);
      }
      // ...while an ordinary walled route still needs the cookie.
      const walled = await app.inject({ method: 'GET', url: '/api/test-walled', headers: bearer });
      expect(walled.statusCode).toBe(403);
      expect(errorOf(walled).message).toBe(messages.api.accessRequired);
    });
  });

  describe('admin access with an account', () => {
    const signedIn = async (role: 'admin' | 'user' | 'trader' | 'support') =>
      (await signedInAccount(app, { role })).auth;

    it('lets a signed-in admin read and change the mode, with no operator token', async () => {
      const admin = await signedIn('admin');
      const status = await app.inject({ method: 'GET', url: '/api/admin/site', headers: admin });
      expect(status.statusCode).toBe(200);
      expect(launchStatusSchema.parse(status.json())).toMatchObject({
        mode: 'prelaunch',
        launchAt: '2099-09-22T00:00:00+00:00',
      });
      const put = await putMode({ mode: 'prelaunch' }, admin);
      expect(put.statusCode).toBe(200);
      expect((await getBroadcast(999, admin)).statusCode).toBe(404);
    });

    it.each(['user', 'trader', 'support'] as const)(
      'refuses a signed-in %s with 403 and the permission message',
      async (role) => {
        const headers = await signedIn(role);
        for (const res of [
          await app.inject({ method: 'GET', url: '/api/admin/site', headers }),
          await putMode({ mode: 'live' }, headers),
          await getBroadcast(1, headers),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(errorOf(res).message).toBe(messages.permission.denied);
        }
        expect(await queuedLaunchJobs()).toEqual([]);
      },
    );

    it('treats a forged or malformed JWT like no credential (401)', async () => {
      const admin = (await signedIn('admin')).authorization;
      const forged = `${admin.slice(0, -4)}AAAA`;
      for (const authorization of [forged, 'Bearer a.b.c']) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/admin/site',
          headers: { authorization },
        });
        expect(res.statusCode).toBe(401);
        expect(errorOf(res).message).toBe(messages.api.operatorRequired);
      }
    });
  });

  describe('PUT /api/admin/site/mode refuses bad bodies with a 4xx, never a 500', () => {
    const badBodies: [string, unknown][] = [
      ['an empty object', {}],
      ['an unknown mode', { mode: 'launched' }],
      ['a mode in the wrong case', { mode: 'LIVE' }],
      ['an extra key', { mode: 'live', broadcast: true }],
      ['a number as mode', { mode: 1 }],
      ['null as mode', { mode: null }],
      ['an array', ['live']],
      ['a bare string', 'live'],
      ['null', null],
    ];

    it.each(badBodies)('400 for %s', async (_what, body) => {
      const res = await putMode(body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.api.validationFailed);
    });

    it('400 for malformed JSON', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/admin/site/mode',
        headers: { ...bearer, 'content-type': 'application/json' },
        payload: '{"mode": "live"',
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.api.malformedJson);
    });

    it('a 4xx for no body, a form or plain text', async () => {
      const requests: { headers: Headers; payload?: string }[] = [
        { headers: bearer },
        {
          headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'mode=live',
        },
        { headers: { ...bearer, 'content-type': 'text/plain' }, payload: 'live' },
        { headers: { ...bearer, 'content-type': 'application/json' }, payload: '' },
      ];
      for (const request of requests) {
        const res = await app.inject({ ...request, method: 'PUT', url: '/api/admin/site/mode' });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(errorOf(res).success).toBe(false);
      }
      const form = await app.inject({
        method: 'PUT',
        url: '/api/admin/site/mode',
        headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'mode=live',
      });
      expect(form.statusCode).toBe(415);
    });

    it('started nothing and left the site in prelaunch, and the scheduler is still waiting', async () => {
      expect(await app.get(LaunchScheduler).check()).toBe('waiting');
      expect(await queuedLaunchJobs()).toEqual([]);
      const { rows } = await db.query('select id from broadcast');
      expect(rows).toEqual([]);
      const info = await app.inject({ method: 'GET', url: '/api/launch' });
      expect(launchInfoSchema.parse(info.json()).mode).toBe('prelaunch');
    });
  });

  describe('GET /api/admin/broadcasts/:id', () => {
    it.each(['abc', '0', '-1', '1.5', '99999999999999999999', '2147483648', '1e400'])(
      '400 for the id %s',
      async (id) => {
        const res = await getBroadcast(id);
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).message).toBe(messages.api.validationFailed);
      },
    );

    it('404 with the catalogue message for an unknown id', async () => {
      const res = await getBroadcast(424242);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(messages.api.broadcastNotFound);
    });
  });

  describe('going live', () => {
    let broadcastId: number;

    it('answers live with the broadcast id, opens the wall and tells clients the site is live', async () => {
      const before = await app.inject({ method: 'GET', url: '/api/test-walled' });
      expect(before.statusCode).toBe(403);

      const res = await putMode({ mode: 'live' });
      expect(res.statusCode).toBe(200);
      const body = siteModeChangedSchema.parse(res.json());
      expect(body).toEqual({ mode: 'live', broadcastId: expect.any(Number) });
      broadcastId = body.broadcastId!;

      const info = await app.inject({ method: 'GET', url: '/api/launch' });
      expect(launchInfoSchema.parse(info.json())).toEqual({
        mode: 'live',
        launchAt: '2099-09-22T00:00:00+00:00',
        maintenanceBanner: null,
        registrationOpen: true,
      });
      const after = await app.inject({ method: 'GET', url: '/api/test-walled' });
      expect(after.statusCode).toBe(200);
    });

    it('records the launch broadcast once, triggered by the admin', async () => {
      const { rows } = await db.query<{ id: number; kind: string; trigger: string }>(
        'select id, kind, trigger from broadcast',
      );
      expect(rows).toEqual([{ id: broadcastId, kind: 'launch', trigger: 'admin' }]);
    });

    it('queues exactly one fan-out job, named for the broadcast', async () => {
      const jobs = await queuedLaunchJobs();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        id: `broadcast-${broadcastId}-fan-out`,
        name: 'fan-out',
        data: { broadcastId },
      });
      expect(jobs[0]!.id).toBe(jobIds.broadcastFanOut(broadcastId));
    });

    it('a second and third trigger, even at once, find the same broadcast and queue nothing more', async () => {
      const again = await Promise.all([putMode({ mode: 'live' }), putMode({ mode: 'live' })]);
      for (const res of again) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ mode: 'live', broadcastId });
      }
      expect((await db.query('select id from broadcast')).rows).toHaveLength(1);
      expect(await queuedLaunchJobs()).toHaveLength(1);
    });

    it('switching back to prelaunch answers broadcastId null and starts nothing new', async () => {
      const res = await putMode({ mode: 'prelaunch' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ mode: 'prelaunch', broadcastId: null });
      expect(launchInfoSchema.parse((await app.inject('/api/launch')).json()).mode).toBe(
        'prelaunch',
      );
      expect((await app.inject('/api/test-walled')).statusCode).toBe(403);
      expect(await queuedLaunchJobs()).toHaveLength(1);
      expect((await db.query('select id from broadcast')).rows).toHaveLength(1);
    });

    it('reports progress from the delivery records', async () => {
      // Seven confirmed subscribers: 3 sent, 1 failed, 1 skipped, 1 still sending, 1 not reached.
      const { rows: people } = await db.query<{ id: number }>(
        `insert into subscriber (contact_type, address, status, source, confirmed_at, created_at, updated_at)
         select 'email', 'progress-' || n || '@example.com', 'confirmed', 'launch_page', now(), now(), now()
           from generate_series(1, 7) n
         returning id`,
      );
      const statuses = ['sent', 'sent', 'sent', 'failed', 'skipped', 'sending'];
      for (const [i, status] of statuses.entries()) {
        await db.query(
          `insert into broadcast_delivery (broadcast_id, subscriber_id, channel, status, attempts, updated_at)
           values ($1, $2, 'email', $3, 1, now())`,
          [broadcastId, people[i]!.id, status],
        );
      }
      await db.query(`update broadcast set total = 7 where id = $1`, [broadcastId]);

      const enqueuing = broadcastProgressSchema.parse((await getBroadcast(broadcastId)).json());
      expect(enqueuing).toMatchObject({
        id: broadcastId,
        kind: 'launch',
        trigger: 'admin',
        status: 'enqueuing',
        total: 7,
        queued: 2,
        sent: 3,
        failed: 1,
        skipped: 1,
        done: false,
        enqueuedAt: null,
      });
      expect(Date.parse(enqueuing.createdAt)).not.toBeNaN();

      // The fan-out finished and the last two settled: done.
      await db.query(
        `update broadcast set status = 'enqueued', enqueued_at = now() where id = $1`,
        [broadcastId],
      );
      await db.query(
        `update broadcast_delivery set status = 'sent' where broadcast_id = $1 and status = 'sending'`,
        [broadcastId],
      );
      await db.query(
        `insert into broadcast_delivery (broadcast_id, subscriber_id, channel, status, attempts, updated_at)
         values ($1, $2, 'email', 'failed', 3, now())`,
        [broadcastId, people[6]!.id],
      );
      const done = broadcastProgressSchema.parse((await getBroadcast(broadcastId)).json());
      expect(done).toMatchObject({
        status: 'enqueued',
        total: 7,
        queued: 0,
        sent: 4,
        failed: 2,
        skipped: 1,
        done: true,
      });
      expect(Date.parse(done.enqueuedAt!)).not.toBeNaN();

      // The admin dashboard's launch panel reads the same figures with the mode.
      const status = await app.inject({ method: 'GET', url: '/api/admin/site', headers: bearer });
      expect(launchStatusSchema.parse(status.json())).toEqual({
        mode: 'prelaunch', // switched back by the test before

        launchAt: '2099-09-22T00:00:00+00:00',
        broadcast: done,
      });
    });
  });
});

describe('launch day: operator access switched off (OPERATOR_TOKEN unset)', () => {
  let app: NestFastifyApplication;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await bootBff('launch_day_no_operator', {
      SITE_MODE: 'prelaunch',
      OPERATOR_TOKEN: '',
      LAUNCH_AT: '2099-09-22T00:00:00+00:00',
    }));
  });

  afterAll(async () => {
    await close?.();
  });

  it('answers 503 with the catalogue message, whatever the caller sends', async () => {
    for (const headers of [{}, bearer, basic('operator', TEST_OPERATOR_TOKEN)]) {
      const put = await app.inject({
        method: 'PUT',
        url: '/api/admin/site/mode',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ mode: 'live' }),
      });
      const get = await app.inject({ method: 'GET', url: '/api/admin/broadcasts/1', headers });
      for (const res of [put, get]) {
        expect(res.statusCode).toBe(503);
        expect(errorOf(res).message).toBe(messages.api.operatorAccessOff);
      }
    }
    const info = await app.inject({ method: 'GET', url: '/api/launch' });
    expect(launchInfoSchema.parse(info.json()).mode).toBe('prelaunch');
  });
});

describe('launch day: the launch time passing (LaunchScheduler)', () => {
  let app: NestFastifyApplication;
  let db: pg.Client;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await bootBff('launch_day_schedule', {
      SITE_MODE: 'prelaunch',
      LAUNCH_AT: '2020-09-22T00:00:00+00:00',
    }));
  });

  afterAll(async () => {
    await close?.();
  });

  it('goes live by itself once booted after the launch time, with a broadcast triggered by the schedule', async () => {
    const deadline = Date.now() + 10_000;
    let broadcasts: { id: number; kind: string; trigger: string }[] = [];
    while (Date.now() < deadline) {
      ({ rows: broadcasts } = await db.query('select id, kind, trigger from broadcast'));
      if (broadcasts.length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(broadcasts).toEqual([{ id: expect.any(Number), kind: 'launch', trigger: 'schedule' }]);
    const info = await app.inject({ method: 'GET', url: '/api/launch' });
    expect(launchInfoSchema.parse(info.json()).mode).toBe('live');
  }, 15_000);

  it('changes nothing once a launch broadcast exists, even after an operator went back to prelaunch', async () => {
    await app.get(LaunchDayService).changeMode('prelaunch', 'admin', 'operator');
    expect(await app.get(LaunchScheduler).check()).toBe('already-launched');
    const info = await app.inject({ method: 'GET', url: '/api/launch' });
    expect(launchInfoSchema.parse(info.json()).mode).toBe('prelaunch');
    expect((await db.query('select id from broadcast')).rows).toHaveLength(1);
  });
});
