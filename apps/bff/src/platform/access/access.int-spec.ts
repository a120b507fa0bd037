import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  accessLockedSchema,
  apiErrorSchema,
  messages,
  siteAccessCookie,
} from '@matchbazaar/contracts';
import { createApp } from '../../app.js';
import { listen, testBffEnv } from '../../testing/test-env.js';
import { AccessGateService } from './access-gate.service.js';

const CODE = 'correct-horse-battery';

describe('POST /api/access/verify (real Redis)', () => {
  let app: NestFastifyApplication;
  let base: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('access', { SITE_ACCESS_CODE: CODE });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    base = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  /** Each test speaks as its own client (the count is per client address). */
  const as = (client: string) => (code: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/access/verify',
      remoteAddress: client,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code }),
    });

  it('accepts the right code and sets a signed, httpOnly cookie; the code is in no answer', async () => {
    const res = await as('10.0.0.1')(CODE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, verified: true });
    const cookie = res.cookies.find((c) => c.name === siteAccessCookie);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).not.toBe('verified'); // signed
    expect(res.body + JSON.stringify(res.headers)).not.toContain(CODE);
  });

  it('refuses a short code without counting it', async () => {
    const verify = as('10.0.0.2');
    for (let i = 0; i < 6; i++) {
      const res = await verify('12345');
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).errors).toEqual([
        { path: 'code', msg: messages.accessGate.tooShort },
      ]);
    }
    expect((await verify(CODE)).statusCode).toBe(200);
  });

  it('locks the client for 30 s at the 5th wrong code; the right code is refused while locked', async () => {
    const verify = as('10.0.0.3');
    for (let i = 0; i < 4; i++) {
      const res = await verify('wrong-code');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.accessGate.firstWrong });
    }
    const fifth = await verify('wrong-code');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('30');
    expect(accessLockedSchema.parse(fifth.json())).toMatchObject({
      retryAfterSeconds: 30,
      message: 'Too many failed attempts. Please try again in 30 seconds.',
    });
    // Cookies or storage do not matter: the lock is the server's.
    const whileLocked = await verify(CODE);
    expect(whileLocked.statusCode).toBe(429);
    expect(whileLocked.cookies).toHaveLength(0);
    // Another client is not affected.
    expect((await as('10.0.0.4')(CODE)).statusCode).toBe(200);
  });

  it('counts each guess before comparing it: 100 parallel wrong codes meet the code at most 5 times', async () => {
    const compared = jest.spyOn(
      AccessGateService.prototype as unknown as { matches: () => boolean },
      'matches',
    );
    compared.mockClear();
    const verify = as('10.0.0.9');
    const answers = await Promise.all(Array.from({ length: 100 }, () => verify('wrong-code')));
    expect(compared.mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(95);
    compared.mockRestore();
  });

  it('keys IPv6 clients by /64: another address of the same network is locked too', async () => {
    const verify = (ip: string) => as(ip)('wrong-code');
    for (let i = 1; i <= 5; i++) await verify(`2001:db8:7:7::${i}`);
    expect((await as('2001:db8:7:7:ffff::1')(CODE)).statusCode).toBe(429);
    expect((await as('2001:db8:7:8::1')(CODE)).statusCode).toBe(200);
  });

  it('behind TRUST_PROXY, the forwarded client is the one counted; without it, X-Forwarded-For is ignored', async () => {
    const env = await testBffEnv('access-proxy', {
      SITE_ACCESS_CODE: CODE,
      TRUST_PROXY: '10.1.1.1',
    });
    const proxied = await createApp(env.config);
    const via = (proxy: string, forwardedFor: string) => (code: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/access/verify',
        remoteAddress: proxy,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ code }),
      });
    try {
      for (let i = 0; i < 5; i++) await via('10.1.1.1', '198.51.100.1')('wrong-code');
      // The locked visitor stays locked; another visitor through the same proxy does not.
      expect((await via('10.1.1.1', '198.51.100.1')(CODE)).statusCode).toBe(429);
      expect((await via('10.1.1.1', '198.51.100.2')(CODE)).statusCode).toBe(200);
      // A client that is not the trusted proxy cannot pick its identity with the header.
      for (let i = 0; i < 5; i++) await via('203.0.113.9', `198.51.100.${10 + i}`)('wrong-code');
      expect((await via('203.0.113.9', '198.51.100.99')(CODE)).statusCode).toBe(429);
    } finally {
      await proxied.close();
      await env.cleanup();
    }
    // The default trusts no proxy: the header changes nothing.
    const spoofing = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/access/verify',
        remoteAddress: '10.0.0.77',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ code: 'wrong-code' }),
      });
    for (let i = 0; i < 5; i++) await spoofing(`192.0.2.${i}`);
    expect((await as('10.0.0.77')(CODE)).statusCode).toBe(429);
  });

  it('refuses bad bodies with 400, never 500', async () => {
    const verify = as('10.0.0.5');
    for (const code of [undefined, null, 123456, ['abcdef'], 'x'.repeat(10_000)]) {
      const res = await verify(code);
      expect(res.statusCode).toBe(400);
      apiErrorSchema.parse(res.json());
    }
  });

  it('answers 503 when no access code is configured', async () => {
    const env = await testBffEnv('access-unset');
    const bare = await createApp(env.config);
    try {
      const res = await bare.inject({
        method: 'POST',
        url: '/api/access/verify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: 'anything-long' }),
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await bare.close();
      await env.cleanup();
    }
  });

  it('is served by the running app too', async () => {
    const res = await fetch(`${base}/api/access/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'short' }),
    });
    expect(res.status).toBe(400);
  });
});
