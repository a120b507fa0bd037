import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiErrorSchema, messages } from '@matchbazaar/contracts';
import { startPrivateRedis } from '../../testing/private-redis.js';
import {
  newEmail,
  PASSWORD,
  startAccountsApp,
  type AccountsKit,
} from '../../testing/accounts-test-kit.js';

describe('the accounts API when Redis stops', () => {
  let kit: AccountsKit;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let email: string;
  let refreshToken: string;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    kit = await startAccountsApp('auth_redisdown', { REDIS_URL: redis.url });
    const user = await kit.signedInUser();
    email = user.email;
    refreshToken = user.refreshToken;
    await redis.stop();
  });

  afterAll(async () => {
    await kit?.close().catch(() => undefined);
    await redis?.stop();
  });

  it('refuses sign-in with 503 rather than run without its throttles', async () => {
    const res = await kit.call('POST', 'auth/login', { body: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(503);
    expect(apiErrorSchema.parse(res.json()).message).toBe(messages.api.serviceUnavailable);
  });

  it('answers 503, never 500, where a message would be queued', async () => {
    for (const [path, body] of [
      ['auth/register', kit.registration(newEmail())],
      ['auth/resend-verification', { type: 'email', email }],
      ['auth/request-password-reset', { email }],
    ] as const) {
      const res = await kit.call('POST', path, { body });
      expect(res.statusCode).toBe(503);
    }
  });

  it('still refreshes sessions (PostgreSQL only)', async () => {
    const res = await kit.call('POST', 'auth/refresh-token', { body: { refreshToken } });
    expect(res.statusCode).toBe(200);
  });
});
