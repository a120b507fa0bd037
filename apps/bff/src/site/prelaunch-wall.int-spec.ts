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
import { createApp } from '../app.js';
import { SettingsService } from '../settings/settings.service.js';
import { listen, testBffEnv } from '../testing/test-env.js';
import { WalledTestModule } from '../testing/walled-test.module.js';
import { EntityManager } from '@mikro-orm/postgresql';

const CODE = 'wall-test-code-123';

describe('the pre-launch wall and GET /api/launch (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('wall', {
      SITE_MODE: 'prelaunch',
      SITE_ACCESS_CODE: CODE,
      LAUNCH_AT: '2027-09-22T00:00:00+05:30',
    });
    cleanup = env.cleanup;
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

  it('tells the client the mode and the launch time', async () => {
    const res = await get('/api/launch');
    expect(res.statusCode).toBe(200);
    expect(launchInfoSchema.parse(res.json())).toEqual({
      mode: 'prelaunch',
      launchAt: '2027-09-22T00:00:00+05:30',
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

  it('opens everything once the stored mode is live', async () => {
    await app.get(SettingsService).set('site.mode', 'live', app.get(EntityManager).fork());
    // The mode is cached for a few seconds per process.
    await new Promise((r) => setTimeout(r, 3_100));
    expect((await get('/api/test-walled')).statusCode).toBe(200);
    expect(launchInfoSchema.parse((await get('/api/launch')).json()).mode).toBe('live');
  });
});
