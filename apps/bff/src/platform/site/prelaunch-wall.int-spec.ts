import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorCodes,
  apiErrorSchema,
  launchInfoSchema,
  messages,
  siteAccessCookie,
} from '@matchbazaar/contracts';
import { StartupTasks } from '../database/startup-tasks.js';
import { createApp } from '../../app.js';
import type { BffConfig } from '../config/bff-config.js';
import { SiteModeService } from './site-mode.service.js';
import { listen, testBffEnv } from '../../testing/test-env.js';
import { WalledTestModule } from '../../testing/walled-test.module.js';

const CODE = 'wall-test-code-123';

describe('the pre-launch wall and GET /api/launch (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let config: BffConfig;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('wall', {
      SITE_MODE: 'prelaunch',
      SITE_ACCESS_CODE: CODE,
      LAUNCH_AT: '2027-09-22T00:00:00+05:30',
    });
    cleanup = env.cleanup;
    config = env.config;
    app = await createApp(env.config, { imports: [WalledTestModule] });
    await app.get(StartupTasks).migrateAndSeed();
    await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('tells the client the mode, the launch time, the banner and whether registration is open', async () => {
    const res = await get('/api/launch');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(launchInfoSchema.parse(res.json())).toEqual({
      mode: 'prelaunch',
      launchAt: '2027-09-22T00:00:00+05:30',
      maintenanceBanner: null,
      registrationOpen: true,
    });
  });

  it('keeps health, launch info and the gate open, and refuses other routes without the cookie', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/launch')).statusCode).toBe(200);
    const walled = await get('/api/test-walled');
    expect(walled.statusCode).toBe(403);
    expect(apiErrorSchema.parse(walled.json())).toEqual({
      success: false,
      message: messages.api.accessRequired,
      errors: [],
      code: apiErrorCodes.siteAccessRequired,
    });
  });

  it('marks its refusal with the code on signed-in routes too (clients keep the session)', async () => {
    // No cookie and a bearer token: the wall answers before the route's own sign-in check.
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: 'Bearer some.access.token' },
    });
    expect(me.statusCode).toBe(403);
    expect(apiErrorSchema.parse(me.json()).code).toBe(apiErrorCodes.siteAccessRequired);
  });

  it('refuses a forged or tampered cookie, with the same code', async () => {
    for (const value of ['verified', 'verified.forged-signature']) {
      const res = await get('/api/test-walled', `${siteAccessCookie}=${value}`);
      expect(res.statusCode).toBe(403);
      expect(apiErrorSchema.parse(res.json()).code).toBe(apiErrorCodes.siteAccessRequired);
    }
  });

  it('lets a browser that passed the gate through', async () => {
    const verified = await app.inject({
      method: 'POST',
      url: '/api/access/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: CODE }),
    });
    const cookie = verified.cookies.find((c) => c.name === siteAccessCookie);
    expect(cookie).toBeDefined();
    const pass = `${siteAccessCookie}=${cookie!.value}`;
    const res = await get('/api/test-walled', pass);
    expect(res.statusCode).toBe(200);
    // Past the wall, a refused token is the route's own 401, without the wall's code.
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: pass, authorization: 'Bearer some.access.token' },
    });
    expect(me.statusCode).toBe(401);
    expect(apiErrorSchema.parse(me.json()).code).toBeUndefined();
  });

  it('voids earlier passes when SITE_ACCESS_CODE changes, and a signed pass of old shape', async () => {
    const verified = await app.inject({
      method: 'POST',
      url: '/api/access/verify',
      remoteAddress: '10.9.9.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: CODE }),
    });
    const cookie = verified.cookies.find((c) => c.name === siteAccessCookie);
    const pass = `${siteAccessCookie}=${cookie!.value}`;
    // A process started with a new code, same cookie secret and database.
    const renewed = await createApp(
      { ...config, SITE_ACCESS_CODE: 'a-brand-new-code-456' },
      { imports: [WalledTestModule] },
    );
    try {
      const res = await renewed.inject({
        method: 'GET',
        url: '/api/test-walled',
        headers: { cookie: pass },
      });
      expect(res.statusCode).toBe(403);
      // The old value, correctly signed, is no pass either.
      const fastify = renewed.getHttpAdapter().getInstance();
      const old = `${siteAccessCookie}=${fastify.signCookie('verified')}`;
      const before = await get('/api/test-walled', old);
      expect(before.statusCode).toBe(403);
    } finally {
      await renewed.close();
    }
    expect((await get('/api/test-walled', pass)).statusCode).toBe(200);
  });

  it('opens every process at once when any of them stores the mode live (no restart)', async () => {
    // A second BFF process on the same database and Redis, which has read the mode already.
    const other = await createApp(config, { imports: [WalledTestModule] });
    try {
      const walled = async (target: NestFastifyApplication) =>
        (await target.inject({ method: 'GET', url: '/api/test-walled' })).statusCode;
      // Told over Redis: far sooner than any cache expiry.
      const toldWithin2s = async (target: NestFastifyApplication, status: number) => {
        const deadline = Date.now() + 2_000;
        while ((await walled(target)) !== status && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 20));
        }
        return walled(target);
      };
      expect(await walled(other)).toBe(403);
      expect(await walled(app)).toBe(403);
      await app.get(SiteModeService).set('live');
      expect(await walled(app)).toBe(200);
      expect(await toldWithin2s(other, 200)).toBe(200);
      const info = await other.inject({ method: 'GET', url: '/api/launch' });
      expect(launchInfoSchema.parse(info.json()).mode).toBe('live');
      // And back: a process that answers "live" from memory closes as soon as it is told.
      await other.get(SiteModeService).set('prelaunch');
      expect(await walled(other)).toBe(403);
      expect(await toldWithin2s(app, 403)).toBe(403);
    } finally {
      await other.close();
    }
  });
});
